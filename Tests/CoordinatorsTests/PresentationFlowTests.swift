import AppTesting
import Coordinators
import DetailFeature
import Foundation
import Navigation
import Services
import TestSupport
import Testing

@MainActor
struct PresentationFlowTests {
  private func shareSheet(_ harness: AppHarness) throws -> ShareRecipeViewModel {
    try #require(harness.shareSheet)
  }

  private func confirmation(_ harness: AppHarness) throws -> ConfirmationAlert {
    try #require(harness.confirmation)
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
    #expect(harness.visibleScreen is ShareRecipeViewModel)
  }

  @Test func showingTheLinkDismissesAndTheDetailShowsIt() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://favorites/carbonara?sheet=share")
    let tracker = LeakTracker()
    do {
      let sheet = try shareSheet(harness)
      tracker.track(sheet)
      await sheet.linkTapped()
      await harness.settle()
    }
    #expect(harness.calls == [.dismiss("favorites")])
    #expect(harness.visibleDetail?.notice == .linkShown("cookbook://recipes/carbonara"))
    tracker.expectAllReleased()
  }

  @Test func exportingWritesMarkdownAndReportsThePath() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://recipes/cacio?sheet=share")
    try await shareSheet(harness).exportTapped(to: URL(fileURLWithPath: "/tmp/cacio.md"))
    await harness.settle()
    #expect(harness.calls == [.dismiss("recipes")])
    #expect(harness.exported.value["/tmp/cacio.md"]?.hasPrefix("# Cacio e Pepe") == true)
    #expect(harness.visibleDetail?.notice == .exported(to: URL(fileURLWithPath: "/tmp/cacio.md")))
  }

  @Test func aFailedExportKeepsTheSheetOpen() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://recipes/cacio?sheet=share")
    harness.exported.mutate { $0["/tmp/cacio.md"] = "mine" }
    let sheet = try shareSheet(harness)
    await sheet.exportTapped(to: URL(fileURLWithPath: "/tmp/cacio.md"))
    await harness.settle()
    #expect(harness.calls.isEmpty)
    #expect(sheet.problem != nil)
    #expect(harness.router.recipes.presented?.destination == .shareSheet)
  }

  @Test func backDismissesTheSheetBeforePoppingAndReleasesIt() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://recipes/carbonara/cacio?sheet=share")
    let tracker = LeakTracker()
    tracker.track(try shareSheet(harness))
    #expect(harness.back())
    #expect(harness.calls == [.dismiss("recipes")])
    #expect(harness.router.state.canonicalURL == "cookbook://recipes/carbonara/cacio")
    #expect(harness.visibleDetail?.notice == nil)
    tracker.expectAllReleased()
    #expect(harness.back())
    #expect(harness.router.state.canonicalURL == "cookbook://recipes/carbonara")
  }

  @Test func yesClosesTheQuestionThenTheTabDeletesAndTheResultReachesBothLists() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://recipes/cacio?alert=delete")
    harness.favorites.mutate { $0 = ["demo": ["cacio", "gricia"]] }
    await harness.recipeList?.loadIfNeeded()
    await harness.favoritesList?.reload()
    let tracker = LeakTracker()
    do {
      let alert = try confirmation(harness)
      tracker.track(alert)
      tracker.track(
        try #require(harness.router.recipes.model(of: harness.router.recipes.pathIDs[0])))
      alert.answer(true)
      await harness.settle()
    }
    #expect(harness.calls == [.dismiss("recipes"), .pop("recipes")])
    #expect(harness.router.state == AppState.recipes())
    #expect(harness.deleted.value == ["demo": ["cacio"]])
    #expect(harness.recipeList?.visibleRecipes.contains { $0.id == "cacio" } == false)
    #expect(harness.favoritesList?.visibleRecipes.map(\.id) == ["gricia"])
    tracker.expectAllReleased()
  }

  @Test func aDeletionUpdatesDetailsStillOpenInTheOtherTab() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://favorites/carbonara")
    await harness.open("cookbook://recipes/cacio?alert=delete")
    try confirmation(harness).answer(true)
    await harness.settle()
    let stack = harness.router.favorites
    let favouritesDetail = try #require(stack.model(of: stack.pathIDs[0]) as? RecipeDetailViewModel)
    #expect(!favouritesDetail.relatedRecipes.contains { $0.id == "cacio" })
  }

  @Test func noClosesTheQuestionAndKeepsTheRecipe() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://recipes/cacio?alert=delete")
    try confirmation(harness).answer(false)
    await harness.settle()
    #expect(harness.calls == [.dismiss("recipes")])
    #expect(harness.router.state.canonicalURL == "cookbook://recipes/cacio")
    #expect(harness.deleted.value.isEmpty)
  }

  @Test func aSecondAnswerToAClosedQuestionDoesNothing() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://recipes/cacio?alert=delete")
    let alert = try confirmation(harness)
    alert.answer(false)
    alert.answer(true)
    await harness.settle()
    #expect(harness.deleted.value.isEmpty)
    #expect(harness.calls == [.dismiss("recipes")])
  }

  @Test func aDeletedRecipeIsGoneForThisUserOnlyAndItsLinkIsRefused() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://recipes/cacio?alert=delete")
    try confirmation(harness).answer(true)
    await harness.settle()
    #expect(
      await harness.app.open("cookbook://recipes/cacio") == .refused(.missingRecipe(id: "cacio")))
    await harness.signOut()
    await harness.signIn(as: "chef", password: "pw2")
    await harness.open("cookbook://recipes/cacio")
    #expect(harness.router.state.canonicalURL == "cookbook://recipes/cacio")
  }

  @Test func theTabDeletesAsItsOwnWorkThenEveryScreenOfTheRecipeLeaves() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://recipes/gricia/cacio/gricia")
    await harness.visibleDetail?.loadIfNeeded()
    harness.visibleDetail?.deleteTapped()
    let gate = harness.gate("deletions")
    try confirmation(harness).answer(true)
    await gate.untilWaiting()
    #expect(harness.router.state.canonicalURL == "cookbook://recipes/gricia/cacio/gricia")
    #expect(harness.deleted.value.isEmpty)
    gate.open()
    await harness.settle()
    #expect(harness.deleted.value == ["demo": ["gricia"]])
    #expect(
      harness.router.state == AppState.recipes(), "both screens of gricia, and cacio over one")
  }

  @Test func aDeletionThatFailsIsToldAsANotice() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://recipes/cacio?alert=delete")
    harness.writeFailures.mutate { $0["deletions"] = ServiceError("the disk is full") }
    try confirmation(harness).answer(true)
    await harness.settle()
    #expect(harness.app.notice == .deletionFailed(reason: "the disk is full"))
    #expect(harness.router.state.canonicalURL == "cookbook://recipes/cacio")
  }
}
