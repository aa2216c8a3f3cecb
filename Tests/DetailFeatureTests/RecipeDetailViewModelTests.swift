import DetailFeature
import Services
import TestSupport
import Testing

@MainActor
private final class DetailNavigationSpy: RecipeDetailNavigating {
  var selected: [String] = []
  var requests: [String] = []
  func relatedRecipeSelected(id: String) { selected.append(id) }
  func shareRequested() { requests.append("share") }
  func deleteRequested() { requests.append("delete") }
  func authorSelected(id: String) { requests.append("author \(id)") }
}

@MainActor
struct RecipeDetailViewModelTests {
  private let spy = DetailNavigationSpy()
  private let favorites = Locked<[String: Set<String>]>([:])

  private func makeViewModel(
    _ id: String, catalog: FakeRecipeCatalog = .serving(SampleRecipes.all),
    store: FakeFavoritesStore? = nil
  ) -> RecipeDetailViewModel {
    let viewModel = RecipeDetailViewModel(
      recipeID: id, user: User(name: "demo"), catalog: catalog,
      favorites: store ?? .backed(by: favorites))
    viewModel.navigation = spy
    return viewModel
  }

  @Test func loadingShowsTheRecipeAndTheRelatedRecipesThatExist() async {
    let viewModel = makeViewModel("amatriciana")
    #expect(viewModel.content == .loading)
    await viewModel.loadIfNeeded()
    #expect(
      viewModel.content
        == .loaded(recipe: SampleRecipes.amatriciana, related: [SampleRecipes.gricia]))
    #expect(!viewModel.isFavorite)
  }

  @Test func anUnknownRecipeIsExplained() async {
    let viewModel = makeViewModel("sushi")
    await viewModel.loadIfNeeded()
    #expect(viewModel.content == .notFound(id: "sushi"))
  }

  @Test func aCatalogueFailureIsExplained() async {
    var catalog = FakeRecipeCatalog()
    catalog.byID = { _ throws(ServiceError) in throw ServiceError("offline") }
    let viewModel = makeViewModel("carbonara", catalog: catalog)
    await viewModel.loadIfNeeded()
    #expect(viewModel.content == .failed(ServiceError("offline")))
  }

  @Test func theFavouriteToggleIsSavedForThisUser() async {
    favorites.mutate { $0 = ["demo": ["cacio"], "chef": ["carbonara"]] }
    let viewModel = makeViewModel("carbonara")
    await viewModel.loadIfNeeded()
    #expect(!viewModel.isFavorite)
    await viewModel.favoriteTapped()
    #expect(viewModel.isFavorite)
    #expect(favorites.value["demo"] == ["cacio", "carbonara"])
    await viewModel.favoriteTapped()
    #expect(!viewModel.isFavorite)
    #expect(favorites.value["demo"] == ["cacio"])
    #expect(favorites.value["chef"] == ["carbonara"])
  }

  @Test func aFavouriteThatCannotBeSavedKeepsItsMarkAndSaysWhy() async {
    var store = FakeFavoritesStore()
    store.onFavorites = { _ in [] }
    store.onSetFavorite = { _, _, _ throws(ServiceError) in throw ServiceError("read-only") }
    let viewModel = makeViewModel("carbonara", store: store)
    await viewModel.loadIfNeeded()
    await viewModel.favoriteTapped()
    #expect(!viewModel.isFavorite)
    #expect(viewModel.favoriteError == .notSaved(ServiceError("read-only")))
  }

  @Test func choosingARelatedRecipeOnScreenIsReported() async {
    let viewModel = makeViewModel("carbonara")
    await viewModel.loadIfNeeded()
    viewModel.relatedRecipeTapped(id: "amatriciana")
    viewModel.relatedRecipeTapped(id: "gricia")
    #expect(spy.selected == ["gricia"])
  }

  @Test func theAuthorIsReportedByTheSlugOfTheirNameOnceLoaded() async {
    let viewModel = makeViewModel("carbonara")
    viewModel.authorTapped()
    #expect(spy.requests.isEmpty)
    await viewModel.loadIfNeeded()
    viewModel.authorTapped()
    #expect(spy.requests == ["author test-kitchen"])
  }

  @Test func shareAndDeleteAreReportedOnlyOnceTheRecipeIsLoaded() async {
    let viewModel = makeViewModel("carbonara")
    viewModel.shareTapped()
    viewModel.deleteTapped()
    #expect(spy.requests.isEmpty)
    await viewModel.loadIfNeeded()
    viewModel.shareTapped()
    viewModel.deleteTapped()
    #expect(spy.requests == ["share", "delete"])
  }

  @Test func aDeletedRelatedRecipeLeavesTheListAndADeletedRecipeSaysSo() async {
    let viewModel = makeViewModel("carbonara")
    await viewModel.loadIfNeeded()
    viewModel.recipeDeleted(id: "cacio")
    #expect(viewModel.relatedRecipes == [SampleRecipes.gricia])
    viewModel.recipeDeleted(id: "carbonara")
    #expect(viewModel.content == .deleted(title: "Carbonara"))
  }

  @Test func aCancelledShareLeavesNoNotice() async {
    let viewModel = makeViewModel("carbonara")
    await viewModel.loadIfNeeded()
    viewModel.shareEnded(with: .cancelled)
    #expect(viewModel.notice == nil)
  }

  @Test func aFavouriteMarkThatCannotBeReadIsReportedNotSwallowed() async {
    var store = FakeFavoritesStore()
    store.onFavorites = { _ throws(ServiceError) in throw ServiceError("damaged") }
    let viewModel = makeViewModel("carbonara", store: store)
    await viewModel.loadIfNeeded()
    #expect(viewModel.relatedRecipes.count == 2)
    #expect(!viewModel.isFavorite)
    #expect(viewModel.favoriteError == .notRead(ServiceError("damaged")))
  }

  @Test func aNoticeShowsUntilTheNextAction() async {
    let viewModel = makeViewModel("carbonara")
    await viewModel.loadIfNeeded()
    viewModel.shareEnded(with: .linkShown("cookbook://recipes/carbonara"))
    #expect(viewModel.notice == .linkShown("cookbook://recipes/carbonara"))
    await viewModel.favoriteTapped()
    #expect(viewModel.notice == nil)
  }
}
