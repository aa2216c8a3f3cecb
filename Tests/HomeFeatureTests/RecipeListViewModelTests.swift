import HomeFeature
import Observation
import Services
import TestSupport
import Testing

@MainActor
private final class ListNavigationSpy: RecipeListNavigating {
  enum Event: Equatable {
    case selected(String)
    case searched(String)
  }

  var events: [Event] = []
  func recipeSelected(id: String) { events.append(.selected(id)) }
  func searchChanged(to query: String) { events.append(.searched(query)) }
}

@MainActor
struct RecipeListViewModelTests {
  private let spy = ListNavigationSpy()
  private let listing = RecipeListing()

  private func makeViewModel(
    _ catalog: FakeRecipeCatalog = .serving(SampleRecipes.all), query: String = ""
  ) -> RecipeListViewModel {
    let viewModel = RecipeListViewModel(catalog: catalog, listing: listing, query: query)
    viewModel.navigation = spy
    return viewModel
  }

  @Test func theListIsLoadingUntilItLoadsThenShowsEveryRecipe() async {
    let viewModel = makeViewModel()
    #expect(viewModel.content == .loading)
    await viewModel.loadIfNeeded()
    #expect(viewModel.content == .recipes(SampleRecipes.all))
  }

  @Test func aFailedLoadIsExplainedAndCanBeRetried() async {
    let attempts = Locked(0)
    var catalog = FakeRecipeCatalog()
    catalog.all = { () throws(ServiceError) in
      attempts.mutate { $0 += 1 }
      if attempts.value == 1 { throw ServiceError("offline") }
      return SampleRecipes.all
    }
    let viewModel = makeViewModel(catalog)
    await viewModel.loadIfNeeded()
    #expect(viewModel.content == .failed(ServiceError("offline")))
    await viewModel.loadIfNeeded()
    #expect(viewModel.content == .recipes(SampleRecipes.all))
    await viewModel.loadIfNeeded()
    #expect(attempts.value == 2)
  }

  @Test func anEmptyCatalogueSaysSo() async {
    let viewModel = makeViewModel(.serving([]))
    await viewModel.loadIfNeeded()
    #expect(viewModel.content == .empty(.noRecipes))
  }

  @Test func searchingFiltersByTitleCaseInsensitivelyAndReportsTheFilter() async {
    let viewModel = makeViewModel()
    await viewModel.loadIfNeeded()
    viewModel.searchSubmitted("  GRICIA ")
    #expect(viewModel.query == "GRICIA")
    #expect(viewModel.visibleRecipes == [SampleRecipes.gricia])
    viewModel.searchSubmitted("")
    #expect(viewModel.visibleRecipes == SampleRecipes.all)
    #expect(spy.events == [.searched("GRICIA"), .searched("")])
  }

  @Test func searchIgnoresDiacriticsOnBothSides() async {
    let brulee = Recipe(
      id: "creme-brulee", title: "Crème Brûlée", author: "Claire Dubois", minutes: 60,
      servings: 4, ingredients: ["cream"], steps: ["Bake."], relatedIDs: [])
    let plain = Recipe(
      id: "creme-caramel", title: "Creme Caramel", author: "Claire Dubois", minutes: 60,
      servings: 4, ingredients: ["cream"], steps: ["Bake."], relatedIDs: [])
    let viewModel = makeViewModel(.serving([brulee, plain]))
    await viewModel.loadIfNeeded()
    viewModel.searchSubmitted("crème")
    #expect(viewModel.visibleRecipes.map(\.id) == ["creme-brulee", "creme-caramel"])
    viewModel.searchSubmitted("BRULEE")
    #expect(viewModel.visibleRecipes.map(\.id) == ["creme-brulee"])
  }

  /// Issue 29, smaller finding: U+202E made a search, and the list's link, read backwards.
  @Test(arguments: ["a\u{202E}b", "a\u{2066}b", "a\u{200F}b", "a\u{061C}b"])
  func aSearchWithABidiControlIsRefused(text: String) async {
    let viewModel = makeViewModel()
    await viewModel.loadIfNeeded()
    viewModel.searchSubmitted(text)
    #expect(viewModel.query == "")
    #expect(viewModel.searchProblem == .controlCharacters)
  }

  @Test func aSearchWithControlCharactersIsRefusedAndKeepsTheFilter() async {
    let viewModel = makeViewModel()
    await viewModel.loadIfNeeded()
    viewModel.searchSubmitted("a\u{1B}b")
    #expect(viewModel.query == "")
    #expect(viewModel.searchProblem == .controlCharacters)
    #expect(spy.events.isEmpty)
  }

  @Test func anOverlongSearchIsRefusedAndKeepsTheFilter() async {
    let viewModel = makeViewModel(query: "cacio")
    await viewModel.loadIfNeeded()
    viewModel.searchSubmitted(String(repeating: "x", count: 101))
    #expect(viewModel.searchProblem == .tooLong(maximum: 100))
    #expect(viewModel.query == "cacio")
    viewModel.searchSubmitted(String(repeating: "x", count: 100))
    #expect(viewModel.searchProblem == nil)
    #expect(spy.events == [.searched(String(repeating: "x", count: 100))])
  }

  @Test func aSearchWithNoMatchesSaysWhat() async {
    let viewModel = makeViewModel(query: "sushi")
    await viewModel.loadIfNeeded()
    #expect(viewModel.content == .empty(.noMatch(query: "sushi")))
  }

  @Test func settingTheQueryFromALinkFiltersWithoutReporting() async {
    let viewModel = makeViewModel()
    await viewModel.loadIfNeeded()
    viewModel.setQuery("cacio")
    #expect(viewModel.visibleRecipes == [SampleRecipes.cacio])
    #expect(spy.events.isEmpty)
  }

  @Test func choosingAVisibleRecipeIsReportedAndAHiddenOneIsNot() async {
    let viewModel = makeViewModel(query: "carbonara")
    await viewModel.loadIfNeeded()
    viewModel.recipeTapped(id: "gricia")
    viewModel.recipeTapped(id: "carbonara")
    #expect(spy.events == [.selected("carbonara")])
  }

  @Test func aRecipeDeletedElsewhereLeavesTheListWithoutALoadAndAnObserverHearsIt() async {
    let viewModel = makeViewModel()
    await viewModel.loadIfNeeded()
    let changes = Locked(0)
    withObservationTracking {
      _ = viewModel.content
    } onChange: {
      changes.mutate { $0 += 1 }
    }
    listing.recipeDeleted(SampleRecipes.cacio.id)
    #expect(changes.value == 1)
    #expect(
      viewModel.visibleRecipes.map(\.id) == SampleRecipes.all.map(\.id).filter { $0 != "cacio" })
    viewModel.recipeTapped(id: SampleRecipes.cacio.id)
    #expect(spy.events.isEmpty)
  }

  @Test func theListFollowsTheOrderInForceAndAnObserverHearsWhenItChanges() async {
    let viewModel = makeViewModel(.serving(TimedRecipes.all))
    await viewModel.loadIfNeeded()
    #expect(viewModel.visibleRecipes.map(\.id) == ["banana", "apple", "cacio", "aioli"])
    let changes = Locked(0)
    withObservationTracking {
      _ = viewModel.content
    } onChange: {
      changes.mutate { $0 += 1 }
    }
    listing.order = .title
    #expect(changes.value == 1)
    #expect(viewModel.visibleRecipes.map(\.id) == ["aioli", "apple", "banana", "cacio"])
    listing.order = .time
    #expect(viewModel.visibleRecipes.map(\.id) == ["aioli", "cacio", "apple", "banana"])
    listing.order = .catalogue
    #expect(viewModel.content == .recipes(TimedRecipes.all))
  }

  @Test func searchResultsFollowTheSameOrder() async {
    listing.order = .time
    let viewModel = makeViewModel(.serving(TimedRecipes.all))
    await viewModel.loadIfNeeded()
    viewModel.searchSubmitted("a")
    #expect(viewModel.visibleRecipes.map(\.id) == ["aioli", "cacio", "apple", "banana"])
    viewModel.searchSubmitted("an")
    #expect(viewModel.visibleRecipes.map(\.id) == ["banana"])
  }

  @Test func aRowChosenAfterTheOrderChangedIsTheOneOnScreen() async {
    let viewModel = makeViewModel(.serving(TimedRecipes.all))
    await viewModel.loadIfNeeded()
    listing.order = .time
    viewModel.recipeTapped(id: viewModel.visibleRecipes[0].id)
    #expect(spy.events == [.selected("aioli")])
  }
}

/// A search is kept as it will read in a link: composed (NFC), and no longer than a link can
/// carry once percent-encoded, whatever few characters it is made of.
@MainActor
struct SearchInALinkTests {
  private func makeViewModel() -> RecipeListViewModel {
    RecipeListViewModel(
      catalog: FakeRecipeCatalog.serving(SampleRecipes.all), listing: RecipeListing())
  }

  @Test func aSearchIsKeptComposed() {
    let viewModel = makeViewModel()
    viewModel.searchSubmitted("cre\u{300}me")
    #expect(viewModel.query == "crème")
    #expect(viewModel.query.unicodeScalars.count == 5)
  }

  @Test func aSearchTooLongForALinkIsRefusedThoughItHasFewCharacters() {
    let viewModel = makeViewModel()
    let heavy = String(repeating: "a" + String(repeating: "\u{489}", count: 30), count: 100)
    #expect(heavy.count == 100)
    viewModel.searchSubmitted(heavy)
    #expect(viewModel.query == "")
    #expect(viewModel.searchProblem == .tooLongForLink)
  }
}
