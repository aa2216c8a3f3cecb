import Coordinators
import Navigation
import Services
import TestSupport
import Testing

@MainActor
struct TabFlowTests {
  @Test func eachTabKeepsItsOwnStackAndItsDetailFlowsWhileTheOtherIsUsed() async throws {
    let harness = await AppHarness.signedIn()
    let home = try #require(harness.home)
    harness.recipesTab?.recipeSelected(id: "carbonara")
    home.select(.favorites)
    harness.favoritesTab?.favoriteSelected(id: "cacio")
    #expect(harness.router.state.canonicalURL == "cookbook://favorites/cacio")
    home.select(.recipes)
    #expect(
      harness.calls == [
        .push(BrowseDestination.recipeDetail(id: "carbonara"), on: "recipes"), .show("favorites"),
        .push(BrowseDestination.recipeDetail(id: "cacio"), on: "favorites"), .show("recipes"),
      ])
    #expect(harness.router.state.canonicalURL == "cookbook://recipes/carbonara")
    #expect(harness.visibleDetail?.recipeID == "carbonara")
    #expect(harness.favoritesTab?.details.map(\.viewModel.recipeID) == ["cacio"])
  }

  @Test func bothTabsOpenTheSameDetailViewModelType() async throws {
    let harness = await AppHarness.signedIn()
    await harness.open("cookbook://favorites/gricia")
    let fromFavorites = try #require(harness.visibleDetail)
    await harness.open("cookbook://recipes/gricia")
    let fromRecipes = try #require(harness.visibleDetail)
    #expect(fromFavorites !== fromRecipes)
    #expect(fromFavorites.recipeID == fromRecipes.recipeID)
  }

  @Test func theFavouritesTabListsThisUsersFavourites() async throws {
    let harness = await AppHarness.signedIn()
    harness.favorites.mutate { $0 = ["demo": ["gricia"], "chef": ["cacio"]] }
    harness.home?.select(.favorites)
    guard case .favorites(let list) = harness.visibleScreen else {
      Issue.record("expected the favourites list, got \(harness.visibleScreen)")
      return
    }
    await list.reload()
    #expect(list.visibleRecipes.map(\.id) == ["gricia"])
    list.recipeTapped(id: "gricia")
    #expect(
      harness.calls == [
        .show("favorites"), .push(BrowseDestination.recipeDetail(id: "gricia"), on: "favorites"),
      ])
  }

  @Test func theTabBarWaitsWhileASheetInterruptsAndBothStacksAreKept() async throws {
    let harness = await AppHarness.signedIn()
    await harness.open("cookbook://recipes/carbonara?sheet=share")
    let home = try #require(harness.home)
    let detail = try #require(harness.topDetail)
    let tracker = LeakTracker()
    do {
      let sheet = try #require(harness.shareSheet)
      tracker.track(sheet)
      tracker.track(sheet.viewModel)
    }
    harness.clearCalls()
    #expect(home.isInterrupted)
    home.select(.favorites)
    #expect(harness.calls.isEmpty)
    #expect(harness.shareSheet != nil)
    #expect(harness.back())
    tracker.expectAllReleased()
    #expect(!home.isInterrupted)
    home.select(.favorites)
    home.select(.recipes)
    #expect(harness.calls == [.dismiss("recipes"), .show("favorites"), .show("recipes")])
    #expect(harness.router.state.canonicalURL == "cookbook://recipes/carbonara")
    #expect(harness.topDetail === detail)
    harness.expectConsistent()
  }

  @Test func aLinkToTheOtherTabClosesTheSheetAndReleasesItsFlow() async throws {
    let harness = await AppHarness.signedIn()
    await harness.open("cookbook://recipes/carbonara?sheet=share")
    let tracker = LeakTracker()
    do {
      let sheet = try #require(harness.shareSheet)
      tracker.track(sheet)
      tracker.track(sheet.viewModel)
    }
    harness.clearCalls()
    await harness.open("cookbook://favorites")
    #expect(harness.calls == [.show("favorites")])
    tracker.expectAllReleased()
    #expect(harness.recipesTab?.details.first?.children.isEmpty == true)
  }

  @Test func aLinkToTheOtherTabSelectsItAndKeepsTheStackOfTheFirst() async throws {
    let harness = await AppHarness.signedIn()
    await harness.open("cookbook://recipes/carbonara/cacio")
    harness.clearCalls()
    await harness.open("cookbook://favorites/gricia")
    #expect(
      harness.calls == [
        .show("favorites"), .push(BrowseDestination.recipeDetail(id: "gricia"), on: "favorites"),
      ])
    await harness.open("cookbook://recipes/carbonara/cacio")
    #expect(harness.recipesTab?.details.count == 2)
    #expect(harness.calls.last == .show("recipes"))
  }
}
