import DetailFeature
import Services
import TestSupport
import Testing

@MainActor
private final class DetailNavigationSpy: RecipeDetailNavigating {
  var selected: [String] = []
  var requests: [String] = []
  /// The screen each call named, oldest first.
  var callers: [ObjectIdentifier] = []

  func relatedRecipeSelected(id: String, on detail: RecipeDetailViewModel) {
    selected.append(id)
    callers.append(ObjectIdentifier(detail))
  }
  func shareRequested(on detail: RecipeDetailViewModel) {
    requests.append("share")
    callers.append(ObjectIdentifier(detail))
  }
  func deleteRequested(on detail: RecipeDetailViewModel) {
    requests.append("delete")
    callers.append(ObjectIdentifier(detail))
  }
  func authorSelected(id: String, on detail: RecipeDetailViewModel) {
    requests.append("author \(id)")
    callers.append(ObjectIdentifier(detail))
  }
}

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct RecipeDetailViewModelTests {
  private let spy = DetailNavigationSpy()
  private let favorites = Locked<[String: Set<String>]>([:])
  private let listing = RecipeListing()

  private func makeViewModel(
    _ id: String, catalog: FakeRecipeCatalog = .serving(SampleRecipes.all),
    store: FakeFavoritesStore? = nil
  ) -> RecipeDetailViewModel {
    let viewModel = RecipeDetailViewModel(
      recipeID: id, user: User(name: "demo"), catalog: catalog,
      favorites: store ?? .backed(by: favorites), listing: listing)
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

  @Test func aFavouriteThatCannotBeSavedShowsTheSavedMarkAgainAndSaysWhy() async {
    var store = FakeFavoritesStore()
    store.onFavorites = { _ in [] }
    store.onSetFavorite = { _, _, _ throws(ServiceError) in throw ServiceError("read-only") }
    let viewModel = makeViewModel("carbonara", store: store)
    await viewModel.loadIfNeeded()
    await viewModel.favoriteTapped()
    #expect(!viewModel.isFavorite)
    #expect(viewModel.favoriteError == .notSaved(ServiceError("read-only")))
  }

  @Test func theMarkAskedForShowsAtOnceWhileItIsSaved() async {
    let gate = Gate()
    var store = FakeFavoritesStore.backed(by: favorites)
    let save = store.onSetFavorite
    store.onSetFavorite = { wanted, id, user throws(ServiceError) in
      await gate.wait()
      try await save(wanted, id, user)
    }
    let viewModel = makeViewModel("carbonara", store: store)
    await viewModel.loadIfNeeded()
    let tap = Task { await viewModel.favoriteTapped() }
    await gate.untilWaiting()
    #expect(viewModel.isFavorite)
    #expect(favorites.value["demo"] == nil)
    gate.open()
    await tap.value
    #expect(viewModel.isFavorite)
    #expect(favorites.value["demo"] == ["carbonara"])
  }

  /// Two quick taps (on, off) whose first save is slow: the saves land in the order asked, so
  /// the mark saved is the mark shown, not the slow first one.
  @Test func quickTapsAreSavedInTheOrderAsked() async {
    let gate = Gate()
    var store = FakeFavoritesStore.backed(by: favorites)
    let save = store.onSetFavorite
    store.onSetFavorite = { wanted, id, user throws(ServiceError) in
      if wanted { await gate.wait() }
      try await save(wanted, id, user)
    }
    let viewModel = makeViewModel("carbonara", store: store)
    await viewModel.loadIfNeeded()
    let on = Task { await viewModel.favoriteTapped() }
    await gate.untilWaiting()
    let off = Task { await viewModel.favoriteTapped() }
    for _ in 0..<20 { await Task.yield() }
    gate.open()
    await on.value
    await off.value
    #expect(!viewModel.isFavorite)
    #expect(favorites.value["demo", default: []].isEmpty)
  }

  /// Three quick taps (on, off, on) whose first save fails: when it fails, the third tap has
  /// asked for that same mark again, so the mark shown ends as the mark saved, the last one.
  @Test func afterQuickTapsTheMarkShownIsTheMarkSavedThoughAnEarlierSaveFailed() async {
    let gate = Gate()
    let calls = Locked(0)
    var store = FakeFavoritesStore.backed(by: favorites)
    let save = store.onSetFavorite
    store.onSetFavorite = { wanted, id, user throws(ServiceError) in
      let call = calls.modify { count in
        count += 1
        return count
      }
      guard call > 1 else {
        await gate.wait()
        throw ServiceError("busy")
      }
      try await save(wanted, id, user)
    }
    let viewModel = makeViewModel("carbonara", store: store)
    await viewModel.loadIfNeeded()
    let first = Task { await viewModel.favoriteTapped() }
    await gate.untilWaiting()
    let second = Task { await viewModel.favoriteTapped() }
    let third = Task { await viewModel.favoriteTapped() }
    for _ in 0..<20 { await Task.yield() }
    #expect(viewModel.isFavorite)
    gate.open()
    for tap in [first, second, third] { await tap.value }
    #expect(favorites.value["demo"] == ["carbonara"])
    #expect(viewModel.favoriteError == nil)
    #expect(viewModel.isFavorite)
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

  @Test func aRelatedRecipeDeletedThroughTheListingLeavesTheListAndADeletedRecipeSaysSo() async {
    let viewModel = makeViewModel("carbonara")
    await viewModel.loadIfNeeded()
    listing.recipeDeleted("cacio")
    #expect(viewModel.relatedRecipes == [SampleRecipes.gricia])
    listing.recipeDeleted("carbonara")
    #expect(viewModel.content == .deleted(title: "Carbonara"))
  }

  @Test func eachRequestNamesTheScreenItComesFrom() async {
    let first = makeViewModel("carbonara")
    let second = makeViewModel("carbonara")
    await first.loadIfNeeded()
    await second.loadIfNeeded()
    second.relatedRecipeTapped(id: "gricia")
    first.authorTapped()
    second.shareTapped()
    first.deleteTapped()
    #expect(spy.callers == [second, first, second, first].map(ObjectIdentifier.init))
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
