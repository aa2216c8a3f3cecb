import HomeFeature
import Observation
import Services
import TestSupport
import Testing

@MainActor
private final class FavoritesNavigationSpy: FavoritesNavigating {
  var selected: [String] = []
  func favoriteSelected(id: String) { selected.append(id) }
}

@MainActor
struct FavoritesViewModelTests {
  private let spy = FavoritesNavigationSpy()
  private let demo = User(name: "demo")
  private let listing = RecipeListing()

  private func makeViewModel(
    favorites: [String: Set<String>], catalog: FakeRecipeCatalog = .serving(SampleRecipes.all)
  ) -> (FavoritesViewModel, Locked<[String: Set<String>]>) {
    let box = Locked(favorites)
    let viewModel = FavoritesViewModel(
      user: demo, catalog: catalog, favorites: FakeFavoritesStore.backed(by: box),
      listing: listing)
    viewModel.navigation = spy
    return (viewModel, box)
  }

  @Test func showsOnlyThisUsersFavouritesInCatalogueOrder() async {
    let (viewModel, _) = makeViewModel(favorites: [
      "demo": ["gricia", "carbonara"], "chef": ["cacio"],
    ])
    #expect(viewModel.content == .loading)
    await viewModel.reload()
    #expect(viewModel.visibleRecipes == [SampleRecipes.carbonara, SampleRecipes.gricia])
  }

  @Test func noFavouritesIsTheEmptyStateNotAnEmptyList() async {
    let (viewModel, _) = makeViewModel(favorites: [:])
    await viewModel.reload()
    #expect(viewModel.content == .empty)
  }

  @Test func reloadingPicksUpAMarkChangedElsewhere() async {
    let (viewModel, box) = makeViewModel(favorites: ["demo": ["carbonara"]])
    await viewModel.reload()
    box.mutate { $0["demo"] = ["carbonara", "cacio"] }
    await viewModel.reload()
    #expect(viewModel.visibleRecipes.map(\.id) == ["carbonara", "cacio"])
  }

  @Test func aFailedLoadIsExplained() async {
    var store = FakeFavoritesStore()
    store.onFavorites = { _ throws(ServiceError) in throw ServiceError("disk on fire") }
    let viewModel = FavoritesViewModel(
      user: demo, catalog: FakeRecipeCatalog.serving(SampleRecipes.all), favorites: store,
      listing: listing)
    await viewModel.reload()
    #expect(viewModel.content == .failed(ServiceError("disk on fire")))
  }

  @Test func choosingAVisibleFavouriteIsReportedAndAnyOtherIsNot() async {
    let (viewModel, _) = makeViewModel(favorites: ["demo": ["carbonara"]])
    await viewModel.reload()
    viewModel.recipeTapped(id: "cacio")
    viewModel.recipeTapped(id: "carbonara")
    #expect(spy.selected == ["carbonara"])
  }

  @Test func aFavouriteDeletedThroughTheListingLeavesTheListUntilItIsEmpty() async {
    let (viewModel, _) = makeViewModel(favorites: ["demo": ["carbonara", "cacio"]])
    await viewModel.reload()
    listing.recipeDeleted("carbonara")
    #expect(viewModel.visibleRecipes == [SampleRecipes.cacio])
    listing.recipeDeleted("cacio")
    #expect(viewModel.content == .empty)
  }

  @Test func reloadingUnchangedFavouritesDoesNotReportAChange() async {
    let (viewModel, box) = makeViewModel(favorites: ["demo": ["carbonara"]])
    await viewModel.reload()
    let changes = Locked(0)
    withObservationTracking {
      _ = viewModel.content
    } onChange: {
      changes.mutate { $0 += 1 }
    }
    await viewModel.reload()
    #expect(changes.value == 0)
    box.mutate { $0["demo"] = ["carbonara", "gricia"] }
    await viewModel.reload()
    #expect(changes.value == 1)
  }

  @Test func favouritesFollowTheOrderInForceAndAnObserverHearsWhenItChanges() async {
    let (viewModel, _) = makeViewModel(
      favorites: ["demo": ["banana", "cacio", "aioli"]], catalog: .serving(TimedRecipes.all))
    await viewModel.reload()
    #expect(viewModel.visibleRecipes.map(\.id) == ["banana", "cacio", "aioli"])
    let changes = Locked(0)
    withObservationTracking {
      _ = viewModel.content
    } onChange: {
      changes.mutate { $0 += 1 }
    }
    listing.order = .time
    #expect(changes.value == 1)
    #expect(viewModel.visibleRecipes.map(\.id) == ["aioli", "cacio", "banana"])
    listing.order = .title
    #expect(viewModel.visibleRecipes.map(\.id) == ["aioli", "banana", "cacio"])
  }

  @Test func aDeletedFavouriteLeavesTheListInTheOrderInForce() async {
    listing.order = .title
    let (viewModel, _) = makeViewModel(
      favorites: ["demo": ["banana", "cacio", "aioli"]], catalog: .serving(TimedRecipes.all))
    await viewModel.reload()
    listing.recipeDeleted("aioli")
    #expect(viewModel.visibleRecipes.map(\.id) == ["banana", "cacio"])
  }
}
