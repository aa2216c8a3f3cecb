import Coordinators
import DetailFeature
import Navigation
import Services
import TestSupport
import Testing

@MainActor
struct HomeFlowTests {
  private func signedInHarness() async -> AppHarness {
    let harness = AppHarness()
    await harness.launch()
    await harness.signIn()
    harness.router.clearCalls()
    return harness
  }

  private func visibleDetail(_ harness: AppHarness) throws -> RecipeDetailViewModel {
    guard case .recipeDetail(let viewModel) = harness.app.visibleScreen else {
      throw ScreenMismatch()
    }
    return viewModel
  }

  private struct ScreenMismatch: Error {}

  @Test func openingARecipeAndTwoRelatedOnesPushesThreeDetails() async throws {
    let harness = await signedInHarness()
    let home = try #require(harness.home)
    await home.listViewModel.loadIfNeeded()
    home.listViewModel.recipeTapped(id: "carbonara")
    var detail = try visibleDetail(harness)
    await detail.loadIfNeeded()
    detail.relatedRecipeTapped(id: "gricia")
    detail = try visibleDetail(harness)
    await detail.loadIfNeeded()
    detail.relatedRecipeTapped(id: "amatriciana")
    #expect(
      harness.router.calls == [
        .push(.recipeDetail(id: "carbonara")), .push(.recipeDetail(id: "gricia")),
        .push(.recipeDetail(id: "amatriciana")),
      ])
    #expect(harness.router.state.canonicalURL == "cookbook://recipes/carbonara/gricia/amatriciana")
    #expect(home.detailFlows.map(\.viewModel.recipeID) == ["carbonara", "gricia", "amatriciana"])
    #expect(home.children.count == 3)
    #expect(try visibleDetail(harness).recipeID == "amatriciana")
  }

  @Test func theUsersBackReleasesTheDetailFlowOfThePoppedScreen() async throws {
    let harness = await signedInHarness()
    let home = try #require(harness.home)
    let tracker = LeakTracker()
    home.recipeSelected(id: "carbonara")
    home.recipeSelected(id: "cacio")
    do {
      let top = try #require(home.detailFlows.last)
      tracker.track(top)
      tracker.track(top.viewModel)
    }
    harness.router.clearCalls()
    #expect(harness.router.back())
    #expect(harness.router.calls == [.pop])
    tracker.expectAllReleased()
    #expect(home.detailFlows.map(\.viewModel.recipeID) == ["carbonara"])
    #expect(home.children.count == 1)
    #expect(try visibleDetail(harness).recipeID == "carbonara")
  }

  @Test func searchingRecordsTheFilterInTheRoot() async throws {
    let harness = await signedInHarness()
    let home = try #require(harness.home)
    home.listViewModel.searchSubmitted("cacio e")
    #expect(harness.router.calls == [.setRoot(.recipeList(query: "cacio e"))])
    #expect(harness.router.state.canonicalURL == "cookbook://recipes?q=cacio%20e")
    home.listViewModel.searchSubmitted("cacio e")
    #expect(harness.router.calls.count == 1)
  }

  @Test func signingOutReleasesEverySignedInCoordinatorAndViewModel() async throws {
    let harness = await signedInHarness()
    let tracker = LeakTracker()
    do {
      let home = try #require(harness.home)
      home.recipeSelected(id: "carbonara")
      home.recipeSelected(id: "gricia")
      tracker.track(home)
      tracker.track(home.listViewModel)
      for flow in home.detailFlows {
        tracker.track(flow)
        tracker.track(flow.viewModel)
      }
      harness.router.clearCalls()
      home.listViewModel.signOutTapped()
    }
    #expect(harness.router.calls == [.setRoot(.signIn)])
    #expect(harness.router.state == NavigationState(root: .signIn))
    #expect(harness.saved.value == nil)
    #expect(harness.app.session == nil)
    tracker.expectAllReleased()
  }

  @Test func manySignInAndSignOutCyclesLeaveNothingBehind() async throws {
    let harness = AppHarness()
    await harness.launch()
    let tracker = LeakTracker()
    for _ in 0..<50 {
      await harness.signIn()
      let home = try #require(harness.home)
      home.recipeSelected(id: "carbonara")
      tracker.track(home)
      tracker.track(try #require(home.detailFlows.first))
      home.listViewModel.signOutTapped()
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
          session: harness.session(), location: "cookbook://recipes/carbonara/gricia")
      }
      await harness.launch()
      let home = try #require(harness.home)
      tracker.track(harness.app)
      tracker.track(home)
      tracker.track(home.listViewModel)
      for flow in home.detailFlows {
        tracker.track(flow)
        tracker.track(flow.viewModel)
      }
      #expect(tracker.alive.count == 7)
    }
    tracker.expectAllReleased()
  }
}
