import AppTesting
import Coordinators
import DetailFeature
import HomeFeature
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
    let favorites = harness.router.favorites
    #expect(
      favorites.pathIDs.compactMap { (favorites.model(of: $0) as? RecipeDetailViewModel)?.recipeID }
        == ["cacio"])
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
    let list = try #require(harness.visibleScreen as? FavoritesViewModel)
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
    let stack = harness.router.recipes
    let detail = try #require(stack.model(of: stack.pathIDs[0]))
    let tracker = LeakTracker()
    tracker.track(try #require(harness.shareSheet))
    harness.clearCalls()
    #expect(harness.router.isInterrupted)
    home.select(.favorites)
    #expect(harness.calls.isEmpty)
    #expect(harness.shareSheet != nil)
    #expect(harness.back())
    tracker.expectAllReleased()
    #expect(!harness.router.isInterrupted)
    home.select(.favorites)
    home.select(.recipes)
    #expect(harness.calls == [.dismiss("recipes"), .show("favorites"), .show("recipes")])
    #expect(harness.router.state.canonicalURL == "cookbook://recipes/carbonara")
    #expect(stack.model(of: stack.pathIDs[0]) === detail)
    harness.expectConsistent()
  }

  @Test func aLinkToTheOtherTabClosesTheSheetAndReleasesItsFlow() async throws {
    let harness = await AppHarness.signedIn()
    await harness.open("cookbook://recipes/carbonara?sheet=share")
    let tracker = LeakTracker()
    tracker.track(try #require(harness.shareSheet))
    harness.clearCalls()
    await harness.open("cookbook://favorites")
    #expect(harness.calls == [.show("favorites")])
    tracker.expectAllReleased()
    #expect(harness.router.recipes.presented == nil)
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
    #expect(harness.router.recipes.path.count == 2)
    #expect(harness.calls.last == .show("recipes"))
  }
}
