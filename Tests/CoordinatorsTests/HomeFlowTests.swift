import Coordinators
import DetailFeature
import Navigation
import Services
import TestSupport
import Testing

@MainActor
struct HomeFlowTests {
  @Test func signingInStartsEveryTabAndShowsRecipes() async throws {
    let harness = await AppHarness.signedIn()
    let home = try #require(harness.home)
    #expect(home.children.count == 4)
    #expect(home.runsEveryTab)
    #expect(home.selectedTab == .recipes)
    #expect(harness.router.state == AppState.recipes())
  }

  @Test func openingARecipeAndTwoRelatedOnesPushesThreeDetails() async throws {
    let harness = await AppHarness.signedIn()
    let list = try #require(harness.recipeList)
    await list.loadIfNeeded()
    list.recipeTapped(id: "carbonara")
    var detail = try #require(harness.visibleDetail)
    await detail.loadIfNeeded()
    detail.relatedRecipeTapped(id: "gricia")
    detail = try #require(harness.visibleDetail)
    await detail.loadIfNeeded()
    detail.relatedRecipeTapped(id: "amatriciana")
    #expect(
      harness.calls == [
        .push(BrowseDestination.recipeDetail(id: "carbonara"), on: "recipes"),
        .push(BrowseDestination.recipeDetail(id: "gricia"), on: "recipes"),
        .push(BrowseDestination.recipeDetail(id: "amatriciana"), on: "recipes"),
      ])
    #expect(harness.router.state.canonicalURL == "cookbook://recipes/carbonara/gricia/amatriciana")
    let tab = try #require(harness.recipesTab)
    #expect(tab.details.map(\.viewModel.recipeID) == ["carbonara", "gricia", "amatriciana"])
    #expect(tab.children.count == 3)
    #expect(harness.visibleDetail?.recipeID == "amatriciana")
  }

  @Test func everyLevelOfTheStackHasItsOwnScreenEvenForTheSameRecipeTwice() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://recipes/carbonara/cacio/carbonara")
    let path = harness.router.recipes.path
    #expect(
      path.map(\.destination) == [
        .recipeDetail(id: "carbonara"), .recipeDetail(id: "cacio"), .recipeDetail(id: "carbonara"),
      ])
    #expect(Set(path.map(\.id)).count == 3)
    var models: [RecipeDetailViewModel] = []
    for entry in path {
      guard case .recipeDetail(let viewModel) = harness.app.screen(for: entry.id) else {
        Issue.record("no detail screen for \(entry)")
        return
      }
      models.append(viewModel)
    }
    #expect(models.map(\.recipeID) == ["carbonara", "cacio", "carbonara"])
    #expect(models[0] !== models[2])
    harness.router.recipes.setPath(Array(path.prefix(1)))
    #expect(harness.recipesTab?.details.count == 1)
    #expect(harness.recipesTab?.details.first?.viewModel === models[0])
    harness.expectConsistent()
  }

  @Test func theUsersBackReleasesTheDetailFlowOfThePoppedScreen() async throws {
    let harness = await AppHarness.signedIn()
    let tab = try #require(harness.recipesTab)
    let tracker = LeakTracker()
    tab.recipeSelected(id: "carbonara")
    tab.recipeSelected(id: "cacio")
    do {
      let top = try #require(tab.details.last)
      tracker.track(top)
      tracker.track(top.viewModel)
    }
    harness.clearCalls()
    #expect(harness.back())
    #expect(harness.calls == [.pop("recipes")])
    tracker.expectAllReleased()
    #expect(tab.details.map(\.viewModel.recipeID) == ["carbonara"])
    #expect(tab.children.count == 1)
    #expect(harness.visibleDetail?.recipeID == "carbonara")
  }

  @Test func aCoordinatorInitiatedPopReleasesExactlyAsTheUsersBackDoes() async throws {
    let harness = await AppHarness.signedIn()
    await harness.open("cookbook://recipes/carbonara/cacio")
    let tracker = LeakTracker()
    tracker.track(try #require(harness.topDetail))
    harness.clearCalls()
    await harness.open("cookbook://recipes/carbonara")
    #expect(harness.calls == [.setPath("recipes", count: 1)])
    tracker.expectAllReleased()
    #expect(harness.recipesTab?.details.count == 1)
  }

  @Test func searchingRecordsTheFilterInTheRoot() async throws {
    let harness = await AppHarness.signedIn()
    let list = try #require(harness.recipeList)
    list.searchSubmitted("cacio e")
    #expect(harness.calls == [.setRoot(RecipesRoot(query: "cacio e"), on: "recipes")])
    #expect(harness.router.state.canonicalURL == "cookbook://recipes?q=cacio%20e")
    list.searchSubmitted("cacio e")
    #expect(harness.calls.count == 1)
  }

  /// A signal handler saves what the app last told it. If the sign-in screen could show before
  /// the app says the session ended, a signal in between would save the session back.
  @Test func theSessionIsToldEndedBeforeTheSignInScreenShows() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://recipes/carbonara")
    var contextsWhenToldEnded: [AppRouter.Context] = []
    harness.app.snapshotDidChange = { [router = harness.router] snapshot in
      if snapshot == nil { contextsWhenToldEnded.append(router.context) }
      return nil
    }
    await harness.signOut()
    #expect(harness.router.context == .signedOut)
    #expect(contextsWhenToldEnded.count == 1)
    #expect(
      contextsWhenToldEnded.first != .signedOut, "told only after the sign-in screen showed")
  }

  @Test func signingOutReleasesEverySignedInCoordinatorAndViewModel() async throws {
    let harness = await AppHarness.signedIn()
    let tracker = LeakTracker()
    do {
      await harness.open("cookbook://favorites/cacio")
      await harness.open("cookbook://recipes/carbonara/gricia?sheet=share")
      harness.trackSignedInTree(in: tracker)
      #expect(tracker.alive.count == 18)
      #expect(harness.home?.isInterrupted == true, "a sheet takes only its own exits")
      #expect(harness.back())
      harness.clearCalls()
      await harness.signOut()
    }
    #expect(harness.calls == [.show("login", emptying: ["recipes", "favorites"])])
    #expect(harness.router.state == AppState.signIn())
    #expect(harness.saved.value == nil)
    #expect(harness.app.session == nil)
    tracker.expectAllReleased()
  }

  @Test func manySignInAndSignOutCyclesLeaveNothingBehind() async throws {
    let harness = AppHarness()
    await harness.launch()
    let tracker = LeakTracker()
    for cycle in 0..<50 {
      await harness.signIn(
        as: cycle.isMultiple(of: 2) ? "demo" : "chef",
        password: cycle.isMultiple(of: 2) ? "pw" : "pw2")
      await harness.open("cookbook://recipes/carbonara/cacio?alert=delete")
      await harness.open("cookbook://favorites/gricia?sheet=share")
      harness.trackSignedInTree(in: tracker)
      #expect(harness.back())
      await harness.signOut()
      tracker.track(try #require(harness.auth))
    }
    #expect(tracker.alive == ["AuthCoordinator"])
    #expect(harness.app.children.count == 1)
  }

  @Test func droppingTheAppReleasesTheWholeTreeEvenMidFlow() async throws {
    let tracker = LeakTracker()
    do {
      let harness = AppHarness()
      harness.saved.mutate {
        $0 = SavedSession(
          session: harness.session(), location: "cookbook://recipes/carbonara/gricia?sheet=share")
      }
      await harness.launch()
      tracker.track(harness.app)
      harness.trackSignedInTree(in: tracker)
      #expect(tracker.alive.count == 17)
    }
    tracker.expectAllReleased()
  }
}
