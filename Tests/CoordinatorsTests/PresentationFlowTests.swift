import Coordinators
import DetailFeature
import Foundation
import Navigation
import Services
import TestSupport
import Testing

@MainActor
struct PresentationFlowTests {
  private func shareSheet(_ harness: AppHarness) throws -> ShareSheetCoordinator {
    try #require(harness.shareSheet)
  }

  private func deleteAlert(_ harness: AppHarness) throws -> DeleteAlertCoordinator {
    try #require(harness.deleteAlert)
  }

  @Test func shareIsAPresentationOverTheDetailNotAStackElement() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://recipes/carbonara")
    harness.visibleDetail?.shareTapped()
    harness.expectConsistent()
    #expect(harness.calls == [.present(RecipePresentation.shareSheet, on: "recipes")])
    #expect(
      harness.router.state
        == AppState.recipes([.recipeDetail(id: "carbonara")], presented: .shareSheet))
    #expect(harness.router.state.canonicalURL == "cookbook://recipes/carbonara?sheet=share")
    guard case .shareSheet = harness.visibleScreen else {
      Issue.record("expected the share sheet on top")
      return
    }
  }

  @Test func showingTheLinkDismissesAndTheDetailShowsIt() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://favorites/carbonara?sheet=share")
    let tracker = LeakTracker()
    do {
      let sheet = try shareSheet(harness)
      tracker.track(sheet)
      tracker.track(sheet.viewModel)
      await sheet.viewModel.linkTapped()
      await harness.settle()
    }
    #expect(harness.calls == [.dismiss("favorites")])
    #expect(harness.visibleDetail?.notice == .linkShown("cookbook://recipes/carbonara"))
    tracker.expectAllReleased()
  }

  @Test func exportingWritesMarkdownAndReportsThePath() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://recipes/cacio?sheet=share")
    try await shareSheet(harness).viewModel.exportTapped(to: URL(fileURLWithPath: "/tmp/cacio.md"))
    await harness.settle()
    #expect(harness.calls == [.dismiss("recipes")])
    #expect(harness.exported.value["/tmp/cacio.md"]?.hasPrefix("# Cacio e Pepe") == true)
    #expect(harness.visibleDetail?.notice == .exported(to: URL(fileURLWithPath: "/tmp/cacio.md")))
  }

  @Test func aFailedExportKeepsTheSheetOpen() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://recipes/cacio?sheet=share")
    harness.exported.mutate { $0["/tmp/cacio.md"] = "mine" }
    let sheet = try shareSheet(harness)
    await sheet.viewModel.exportTapped(to: URL(fileURLWithPath: "/tmp/cacio.md"))
    await harness.settle()
    #expect(harness.calls.isEmpty)
    #expect(sheet.viewModel.problem != nil)
    #expect(harness.router.recipes.presented?.destination == .shareSheet)
  }

  @Test func backDismissesTheSheetBeforePoppingAndReleasesItsFlow() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://recipes/carbonara/cacio?sheet=share")
    let tracker = LeakTracker()
    do {
      let sheet = try shareSheet(harness)
      tracker.track(sheet)
      tracker.track(sheet.viewModel)
    }
    #expect(harness.back())
    #expect(harness.calls == [.dismiss("recipes")])
    #expect(harness.router.state.canonicalURL == "cookbook://recipes/carbonara/cacio")
    #expect(harness.visibleDetail?.notice == nil)
    tracker.expectAllReleased()
    #expect(harness.back())
    #expect(harness.router.state.canonicalURL == "cookbook://recipes/carbonara")
  }

  @Test func deleteYesPopsToTheListAndTheResultReachesBothLists() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://recipes/cacio?alert=delete")
    harness.favorites.mutate { $0 = ["demo": ["cacio", "gricia"]] }
    await harness.recipeList?.loadIfNeeded()
    await harness.favoritesList?.reload()
    let tracker = LeakTracker()
    do {
      let alert = try deleteAlert(harness)
      tracker.track(alert)
      tracker.track(alert.viewModel)
      tracker.track(try #require(harness.topDetail))
      tracker.track(try #require(harness.topDetail?.viewModel))
      await alert.viewModel.yesTapped()
      await harness.settle()
    }
    #expect(harness.calls == [.setPath("recipes", count: 0)], "the detail leaves with its alert")
    #expect(harness.router.state == AppState.recipes())
    #expect(harness.deleted.value == ["demo": ["cacio"]])
    #expect(harness.recipeList?.visibleRecipes.contains { $0.id == "cacio" } == false)
    #expect(harness.favoritesList?.visibleRecipes.map(\.id) == ["gricia"])
    tracker.expectAllReleased()
  }

  @Test func aDeletionUpdatesDetailsStillOpenInTheOtherTab() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://favorites/carbonara")
    await harness.open("cookbook://recipes/cacio?alert=delete")
    try await deleteAlert(harness).viewModel.yesTapped()
    await harness.settle()
    let favouritesDetail = try #require(harness.favoritesTab?.details.first?.viewModel)
    #expect(!favouritesDetail.relatedRecipes.contains { $0.id == "cacio" })
  }

  @Test func deleteNoDismissesAndKeepsTheRecipe() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://recipes/cacio?alert=delete")
    try await deleteAlert(harness).viewModel.noTapped()
    #expect(harness.calls == [.dismiss("recipes")])
    #expect(harness.router.state.canonicalURL == "cookbook://recipes/cacio")
    #expect(harness.deleted.value.isEmpty)
  }

  @Test func aDeletedRecipeIsGoneForThisUserOnlyAndItsLinkIsRefused() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://recipes/cacio?alert=delete")
    try await deleteAlert(harness).viewModel.yesTapped()
    await harness.settle()
    #expect(
      await harness.app.open("cookbook://recipes/cacio") == .refused(.missingRecipe(id: "cacio")))
    await harness.signOut()
    await harness.signIn(as: "chef", password: "pw2")
    await harness.open("cookbook://recipes/cacio")
    #expect(harness.router.state.canonicalURL == "cookbook://recipes/cacio")
  }

  @Test func theAlertOnlyReportsYesAndTheTabDeletesThenRemovesTheRecipesScreens() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://recipes/gricia?alert=delete")
    var events: [CoordinatorEvent] = []
    harness.recipesTab?.trace = { events.append($0) }
    let gate = harness.gate("deletions")
    try await deleteAlert(harness).viewModel.yesTapped()
    await gate.untilWaiting()
    #expect(harness.router.state.canonicalURL == "cookbook://recipes/gricia?alert=delete")
    #expect(harness.deleted.value.isEmpty)
    gate.open()
    await harness.settle()
    #expect(harness.deleted.value == ["demo": ["gricia"]])
    #expect(harness.router.state == AppState.recipes())
    let decisions = events.compactMap { event -> String? in
      guard case .decided(let event, let cause, let by, _, _) = event else { return nil }
      return "\(cause) → \(by): \(event)"
    }
    #expect(
      decisions == [
        "RecipeDetailCoordinator(gricia) → TabCoordinator(recipes): recipeDeleted",
        "RecipeDetailCoordinator(gricia) → TabCoordinator(recipes): deleted(gricia)",
      ])
  }
}
