import AppTesting
import Coordinators
import DetailFeature
import Navigation
import Services
import TestSupport
import Testing

@MainActor
struct HomeFlowTests {
  @Test func signingInStartsEveryTabsFlowAndShowsRecipes() async throws {
    let harness = await AppHarness.signedIn()
    let home = try #require(harness.home)
    #expect(home.children.count == AppTab.allCases.count)
    #expect(home.tabs.count == AppTab.allCases.count)
    for tab in AppTab.allCases {
      let owned = ObjectIdentifier(stackOf(home.flow(of: tab)))
      let shown = try #require(harness.router.stack(of: tab), "\(tab)")
      #expect(owned == ObjectIdentifier(shown), "\(tab)")
    }
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
    let models = harness.router.recipes.pathIDs.compactMap {
      harness.router.recipes.model(of: $0) as? RecipeDetailViewModel
    }
    #expect(models.map(\.recipeID) == ["carbonara", "gricia", "amatriciana"])
    #expect(harness.visibleDetail?.recipeID == "amatriciana")
  }

  @Test func aRelatedRecipeTappedOnADetailNoLongerOnTopIsRefusedAndSaysSo() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://recipes/carbonara")
    let lower = try #require(harness.visibleDetail)
    await lower.loadIfNeeded()
    lower.authorTapped()
    harness.clearCalls()
    lower.relatedRecipeTapped(id: "gricia")
    #expect(
      harness.calls == [
        .refused(.push(BrowseDestination.recipeDetail(id: "gricia"), on: "recipes"), .notOnTop)
      ])
    #expect(harness.router.recipes.path.count == 2)
  }

  @Test func everyLevelOfTheStackHasItsOwnModelEvenForTheSameRecipeTwice() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://recipes/carbonara/cacio/carbonara")
    let stack = harness.router.recipes
    #expect(
      stack.path.map(\.destination) == [
        .recipeDetail(id: "carbonara"), .recipeDetail(id: "cacio"), .recipeDetail(id: "carbonara"),
      ])
    #expect(Set(stack.pathIDs).count == 3)
    let models = stack.pathIDs.compactMap { stack.model(of: $0) as? RecipeDetailViewModel }
    #expect(models.map(\.recipeID) == ["carbonara", "cacio", "carbonara"])
    #expect(models[0] !== models[2])
    stack.keep(Array(stack.pathIDs.prefix(1)))
    #expect(stack.model(of: stack.pathIDs[0]) === models[0])
    harness.expectConsistent()
  }

  @Test func theUsersBackReleasesThePoppedScreensModelAndItsWork() async throws {
    let harness = await AppHarness.signedIn()
    let tab = try #require(harness.recipesTab)
    let tracker = LeakTracker()
    tab.recipeSelected(id: "carbonara")
    try #require(harness.visibleDetail).relatedRecipeTapped(id: "cacio")
    tab.push(.recipeDetail(id: "cacio"), cause: .user)
    tracker.track(try #require(harness.visibleDetail))
    harness.clearCalls()
    #expect(harness.back())
    #expect(harness.calls == [.pop("recipes")])
    tracker.expectAllReleased()
    #expect(harness.visibleDetail?.recipeID == "carbonara")
  }

  @Test func theWholeAppIsReleasedWhenItsHostLetsGo() async throws {
    let tracker = LeakTracker()
    do {
      let harness = await AppHarness.signedIn(at: "cookbook://recipes/carbonara")
      tracker.track(harness.app, as: "AppCoordinator")
      tracker.track(try #require(harness.home), as: "HomeCoordinator")
      tracker.track(harness.router, as: "AppRouter")
      tracker.track(harness.router.ledger, as: "RouteLedger")
      tracker.track(harness.router.modal, as: "modal slot")
      tracker.track(harness.router.recipes, as: "recipes stack")
      tracker.track(try #require(harness.visibleDetail))
    }
    tracker.expectAllReleased()
  }

  @Test func aCoordinatorInitiatedPopReleasesExactlyAsTheUsersBackDoes() async throws {
    let harness = await AppHarness.signedIn()
    await harness.open("cookbook://recipes/carbonara/cacio")
    let tracker = LeakTracker()
    tracker.track(try #require(harness.visibleDetail))
    harness.clearCalls()
    await harness.open("cookbook://recipes/carbonara")
    #expect(harness.calls == [.setPath("recipes", count: 1)])
    tracker.expectAllReleased()
    #expect(harness.router.recipes.path.count == 1)
  }

  @Test func searchingRecordsTheFilterInTheRoot() async throws {
    let harness = await AppHarness.signedIn()
    let list = try #require(harness.recipeList)
    list.searchSubmitted("cacio e")
    #expect(harness.calls == [.setRoot("recipes(q: cacio e)", on: "recipes")])
    #expect(harness.router.state.canonicalURL == "cookbook://recipes?q=cacio%20e")
    list.searchSubmitted("cacio e")
    #expect(harness.calls.count == 1)
  }

  /// A signal handler saves what the app last told it. If the sign-in screen could show before
  /// the app says the session ended, a signal in between would save the session back.
  @Test func theSessionIsToldEndedBeforeTheSignInScreenShows() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://recipes/carbonara")
    let contextsWhenToldEnded = Locked<[AppRouter.Context]>([])
    harness.app.snapshotDidChange = { [router = harness.router] snapshot in
      if snapshot == nil { contextsWhenToldEnded.mutate { $0.append(router.context) } }
      return nil
    }
    await harness.signOut()
    #expect(harness.router.context == .signedOut)
    #expect(contextsWhenToldEnded.value.count == 1)
    #expect(
      contextsWhenToldEnded.value.first != .signedOut, "told only after the sign-in screen showed")
  }

  @Test func signingOutReleasesEverySignedInCoordinatorAndModel() async throws {
    let harness = await AppHarness.signedIn()
    let tracker = LeakTracker()
    do {
      await harness.open("cookbook://favorites/cacio")
      await harness.open("cookbook://recipes/carbonara/gricia?sheet=share")
      harness.trackSignedInTree(in: tracker)
      #expect(tracker.alive.contains("ShareRecipeViewModel"))
      #expect(tracker.alive.filter { $0 == "RecipeDetailViewModel" }.count == 3)
      #expect(harness.router.isInterrupted, "a sheet takes only its own exits")
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
      #expect(tracker.alive.contains("ShareRecipeViewModel"))
    }
    tracker.expectAllReleased()
  }
}

/// The stack `flow` owns, whatever its types.
@MainActor
private func stackOf(_ flow: some TabFlow) -> AnyObject { flow.stack }
