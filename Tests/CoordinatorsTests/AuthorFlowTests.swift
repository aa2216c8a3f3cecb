import AppTesting
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
    let viewModel = try #require(harness.visibleScreen as? AuthorViewModel)
    await viewModel.loadIfNeeded()
    #expect(viewModel.recipes.map(\.id) == SampleRecipes.all.map(\.id))
    viewModel.recipeTapped(id: "gricia")
    #expect(
      harness.router.state
        == AppState.favorites([.recipeDetail(id: "carbonara"), author, .recipeDetail(id: "gricia")])
    )
    harness.expectConsistent()
  }

  @Test func backAllTheWayReleasesEveryAuthorAndRecipeModel() async throws {
    let harness = await AppHarness.signedIn(
      at: "cookbook://recipes/carbonara/@test-kitchen/cacio/@test-kitchen")
    let tracker = LeakTracker()
    for id in harness.router.recipes.pathIDs {
      tracker.track(try #require(harness.router.recipes.model(of: id)))
    }
    #expect(tracker.alive.filter { $0 == "AuthorViewModel" }.count == 2)
    while harness.back() {}
    #expect(harness.router.state == AppState.recipes())
    tracker.expectAllReleased()
  }

  @Test func signingOutReleasesAuthorModelsOnEveryTab() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://favorites/cacio/@test-kitchen")
    await harness.open("cookbook://recipes/@test-kitchen/gricia")
    let tracker = LeakTracker()
    harness.trackSignedInTree(in: tracker)
    #expect(tracker.alive.filter { $0 == "AuthorViewModel" }.count == 2)
    await harness.signOut()
    tracker.expectAllReleased()
  }

  @Test func aDeletedRecipeLeavesTheAuthorsListsOnEveryTab() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://favorites/@test-kitchen")
    let viewModel = try #require(harness.visibleScreen as? AuthorViewModel)
    await viewModel.loadIfNeeded()
    await harness.open("cookbook://recipes/cacio?alert=delete")
    harness.confirmation?.answer(true)
    await harness.settle()
    #expect(!viewModel.recipes.contains { $0.id == "cacio" })
    harness.expectConsistent()
  }
}
