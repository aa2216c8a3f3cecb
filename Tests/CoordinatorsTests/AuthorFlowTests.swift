import Coordinators
import DetailFeature
import Navigation
import Services
import TestSupport
import Testing

@MainActor
struct AuthorFlowTests {
  private let author = BrowseDestination.author(id: "test-kitchen")

  @Test func aRecipesAuthorIsPushedOnTheSameStackAndOpensTheirRecipes() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://favorites/carbonara")
    let detail = try #require(harness.visibleDetail)
    detail.authorTapped()
    #expect(harness.calls == [.push(author, on: "favorites")])
    guard case .author(let viewModel) = harness.visibleScreen else {
      Issue.record("expected the author on top")
      return
    }
    await viewModel.loadIfNeeded()
    #expect(viewModel.recipes.map(\.id) == SampleRecipes.all.map(\.id))
    viewModel.recipeTapped(id: "gricia")
    #expect(
      harness.router.state
        == AppState.favorites([.recipeDetail(id: "carbonara"), author, .recipeDetail(id: "gricia")])
    )
    harness.expectConsistent()
  }

  @Test func backAllTheWayReleasesEveryAuthorAndRecipeFlow() async throws {
    let harness = await AppHarness.signedIn(
      at: "cookbook://recipes/carbonara/@test-kitchen/cacio/@test-kitchen")
    let tracker = LeakTracker()
    harness.trackSignedInTree(in: tracker)
    for flow in try #require(harness.recipesTab).flows {
      switch flow {
      case .author(let coordinator):
        tracker.track(coordinator)
        tracker.track(coordinator.viewModel)
      case .recipe: break
      }
    }
    while harness.back() {}
    #expect(harness.router.state == AppState.recipes())
    #expect(harness.recipesTab?.flows.isEmpty == true)
    #expect(harness.recipesTab?.children.isEmpty == true)
    let survivors = Set(tracker.alive)
    #expect(
      survivors == [
        "HomeCoordinator", "RecipeSorting", "PantryCoordinator", "PantryListViewModel",
        "ProfileCoordinator", "ProfileViewModel", "TabCoordinator", "RecipeListViewModel",
        "FavoritesViewModel",
      ])
  }

  @Test func signingOutReleasesAuthorFlowsOnEveryTab() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://favorites/cacio/@test-kitchen")
    await harness.open("cookbook://recipes/@test-kitchen/gricia")
    let tracker = LeakTracker()
    harness.trackSignedInTree(in: tracker)
    for tab in try #require(harness.home).tabs.values {
      for case .author(let coordinator) in tab.flows { tracker.track(coordinator) }
    }
    #expect(tracker.alive.contains("AuthorCoordinator"))
    await harness.signOut()
    tracker.expectAllReleased()
  }

  @Test func aDeletedRecipeLeavesTheAuthorsListsOnEveryTab() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://favorites/@test-kitchen")
    guard case .author(let viewModel) = harness.visibleScreen else {
      Issue.record("expected the author on top")
      return
    }
    await viewModel.loadIfNeeded()
    await harness.open("cookbook://recipes/cacio?alert=delete")
    await harness.deleteAlert?.viewModel.yesTapped()
    await harness.settle()
    #expect(!viewModel.recipes.contains { $0.id == "cacio" })
    harness.expectConsistent()
  }
}
