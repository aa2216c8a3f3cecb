import DetailFeature
import Services
import TestSupport
import Testing

@MainActor
private final class AuthorSpy: AuthorNavigating {
  var selected: [String] = []
  var callers: [ObjectIdentifier] = []
  func authorRecipeSelected(id: String, on author: AuthorViewModel) {
    selected.append(id)
    callers.append(ObjectIdentifier(author))
  }
}

@MainActor
struct AuthorViewModelTests {
  private let spy = AuthorSpy()
  private let listing = RecipeListing()

  private static func recipe(_ id: String, _ title: String, by author: String, _ minutes: Int)
    -> Recipe
  {
    Recipe(
      id: id, title: title, author: author, minutes: minutes, servings: 2, ingredients: ["x"],
      steps: ["y"], relatedIDs: [])
  }

  private let recipes = [
    recipe("zuppa", "Zuppa", by: "Ada Rossi", 50), recipe("other", "Other", by: "Bo Li", 5),
    recipe("arancini", "Arancini", by: "Ada Rossi", 90),
    recipe("bruschetta", "Bruschetta", by: "Ada Rossi", 10),
  ]

  private func makeViewModel(_ id: String = "ada-rossi") -> AuthorViewModel {
    let viewModel = AuthorViewModel(
      authorID: id, catalog: FakeRecipeCatalog.serving(recipes), listing: listing)
    viewModel.navigation = spy
    return viewModel
  }

  @Test func anAuthorShowsTheirBiographyAndOnlyTheirRecipes() async {
    let viewModel = makeViewModel()
    #expect(viewModel.content == .loading)
    await viewModel.loadIfNeeded()
    guard case .loaded(let author, _) = viewModel.content else {
      Issue.record("expected the author, got \(viewModel.content)")
      return
    }
    #expect(author.name == "Ada Rossi")
    #expect(viewModel.recipes.map(\.id) == ["zuppa", "arancini", "bruschetta"])
  }

  @Test func theRecipesFollowTheSharedOrderAtOnce() async {
    let viewModel = makeViewModel()
    await viewModel.loadIfNeeded()
    listing.order = .title
    #expect(viewModel.recipes.map(\.id) == ["arancini", "bruschetta", "zuppa"])
    listing.order = .time
    #expect(viewModel.recipes.map(\.id) == ["bruschetta", "zuppa", "arancini"])
  }

  @Test func anUnknownAuthorSaysSo() async {
    let viewModel = makeViewModel("nobody")
    await viewModel.loadIfNeeded()
    #expect(viewModel.content == .notFound(id: "nobody"))
  }

  @Test func choosingARecipeOnScreenIsReportedAndAnyOtherIsNot() async {
    let viewModel = makeViewModel()
    await viewModel.loadIfNeeded()
    viewModel.recipeTapped(id: "other")
    viewModel.recipeTapped(id: "arancini")
    #expect(spy.selected == ["arancini"])
    #expect(spy.callers == [ObjectIdentifier(viewModel)])
  }

  @Test func aRecipeDeletedThroughTheListingLeavesTheListAndCannotBeChosen() async {
    let viewModel = makeViewModel()
    await viewModel.loadIfNeeded()
    listing.recipeDeleted("zuppa")
    #expect(viewModel.recipes.map(\.id) == ["arancini", "bruschetta"])
    viewModel.recipeTapped(id: "zuppa")
    #expect(spy.selected.isEmpty)
  }
}
