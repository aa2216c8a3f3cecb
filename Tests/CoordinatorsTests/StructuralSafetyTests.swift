import AppTesting
import AuthFeature
import Coordinators
import DetailFeature
import Foundation
import Navigation
import PantryFeature
import Services
import TestSupport
import Testing

/// Input delivered while an intent waits, as a platform delivers it: each race ends with the
/// app's promises kept (nothing done is lost, nothing lands on another tab or user).
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct StructuralSafetyTests {
  @Test("(a) A recipe deletion saved while the user went back still leaves every list")
  func recipeDeletionSavedAfterEscReachesTheLists() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://recipes/carbonara")
    let gate = harness.gate("deletions")
    await harness.visibleDetail?.loadIfNeeded()
    harness.visibleDetail?.deleteTapped()
    try #require(harness.confirmation).answer(true)
    await gate.untilWaiting()
    #expect(harness.back())
    gate.open()
    await harness.app.idle()
    #expect(harness.deleted.value["demo"] == ["carbonara"])
    #expect(harness.recipeList?.visibleRecipes.map(\.id).contains("carbonara") == false)
    #expect(harness.router.state.canonicalURL == "cookbook://recipes")
    harness.expectConsistent()
  }

  @Test("(a) A pantry deletion saved while the user switched tabs still leaves the list")
  func pantryDeletionSavedAfterEscReachesTheList() async throws {
    let harness = AppHarness()
    harness.pantries.mutate {
      var pantry = Pantry()
      _ = try? pantry.add(name: "Salt", quantity: "")
      $0["demo"] = pantry
    }
    await harness.launch()
    await harness.signIn()
    await harness.open("cookbook://pantry?alert=delete&item=salt")
    let gate = harness.gate("pantry")
    try #require(harness.confirmation).answer(true)
    await gate.untilWaiting()
    harness.home?.select(.recipes)
    gate.open()
    await harness.app.idle()
    #expect(harness.pantries.value["demo"]?.items.isEmpty == true)
    #expect(harness.pantryTab?.list.visibleItems.isEmpty == true)
    harness.expectConsistent()
  }

  @Test("(b) The author asked for while a detail loads lands on the detail's own tab")
  func authorAskedWhileLoadingLandsOnItsOwnTab() async throws {
    let harness = await AppHarness.signedIn()
    await harness.recipeList?.loadIfNeeded()
    let gate = Gate()
    harness.lookupGate.mutate { $0 = gate }
    harness.recipeList?.recipeTapped(id: "carbonara")
    let detail = try #require(harness.visibleDetail)
    let intent = Task {
      await detail.loadIfNeeded()
      detail.authorTapped()
    }
    await gate.untilWaiting()
    harness.home?.select(.favorites)
    harness.home?.select(.pantry)
    gate.open()
    await intent.value
    let url = harness.router.state.canonicalURL
    #expect(url == "cookbook://pantry")
    #expect((try? AppState(url: url)) != nil, "\(url) does not restore")
    harness.home?.select(.recipes)
    #expect(harness.router.state.canonicalURL == "cookbook://recipes/carbonara/@test-kitchen")
    harness.expectConsistent()
  }

  @Test("(c) A link parked for one user is not opened for the next after a quick sign-out")
  func aParkedLinkIsNotInheritedByTheNextUser() async throws {
    let harness = AppHarness()
    await harness.launch()
    #expect(await harness.app.open("cookbook://favorites/carbonara") == .parked)
    let gate = harness.gate("settings")
    let auth = try #require(harness.auth)
    let demo = Task { await auth.signInViewModel.signInTapped(username: "demo", password: "pw") }
    await gate.untilWaiting()
    await harness.signOut()
    let chefAuth = try #require(harness.auth)
    let chef = Task {
      await chefAuth.signInViewModel.signInTapped(username: "chef", password: "pw2")
      await harness.app.idle()
    }
    await gate.untilWaiting(2)
    gate.open()
    await demo.value
    await chef.value
    await harness.app.idle()
    #expect(harness.app.session?.user.name == "chef")
    #expect(harness.router.state.canonicalURL == "cookbook://recipes")
    harness.expectConsistent()
  }

  @Test("A sign-in's session save that waits never lands after the sign-out that follows it")
  func aSlowSessionSaveNeverLandsAfterTheSignOutsClear() async throws {
    let harness = AppHarness()
    await harness.launch()
    let gate = harness.gate("session")
    let auth = try #require(harness.auth)
    let signIn = Task { await auth.signInViewModel.signInTapped(username: "demo", password: "pw") }
    await gate.untilWaiting()
    let signOut = Task { await harness.home?.profile.viewModel.signOutTapped() }
    for _ in 0..<20 { await Task.yield() }
    gate.open()
    await signOut.value
    await signIn.value
    await harness.app.idle()
    #expect(harness.app.session == nil)
    #expect(harness.saved.value == nil, "the sign-in's save landed after the sign-out's clear")
    harness.expectConsistent()
  }

  @Test("An export finished after its sheet was dismissed still says where the file went")
  func exportFinishedAfterEscIsReported() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://recipes/carbonara?sheet=share")
    let sheet = try #require(harness.shareSheet)
    let stack = harness.router.recipes
    let detail = try #require(stack.model(of: stack.pathIDs[0]) as? RecipeDetailViewModel)
    let gate = harness.gate("export")
    let export = Task {
      await sheet.exportTapped(to: URL(fileURLWithPath: "/tmp/carbonara.md"))
      await harness.app.idle()
    }
    await gate.untilWaiting()
    #expect(harness.back())
    gate.open()
    await export.value
    #expect(harness.exported.value["/tmp/carbonara.md"] != nil)
    #expect(detail.notice == .exported(to: URL(fileURLWithPath: "/tmp/carbonara.md")))
    harness.expectConsistent()
  }

  @Test("A reset link sent after leaving its screen is still announced on sign-in")
  func resetLinkSentAfterBackIsAnnounced() async throws {
    let harness = AppHarness()
    await harness.launch()
    await harness.open("cookbook://login/forgot-password")
    let forgot = try #require(harness.visibleScreen as? ForgotPasswordViewModel)
    let gate = harness.gate("reset")
    let send = Task { await forgot.sendTapped(email: "cook@example.com") }
    await gate.untilWaiting()
    #expect(harness.back())
    gate.open()
    await send.value
    await harness.app.idle()
    #expect(harness.resetsSent.value == ["cook@example.com"])
    #expect(harness.auth?.signInViewModel.notice == .resetLinkSent(to: "cook@example.com"))
    harness.expectConsistent()
  }

  @Test("A link parked during an expiry is not opened for the next user after a sign-out")
  func aLinkParkedDuringExpiryIsNotInherited() async throws {
    let harness = await AppHarness.signedIn()
    harness.clock.advance(by: 601)
    #expect(await harness.app.expireSessionIfNeeded())
    #expect(await harness.app.open("cookbook://favorites/carbonara") == .parked)
    let again = try #require(harness.visibleScreen as? SignInViewModel)
    let gate = harness.gate("session")
    let renewal = Task { await again.signInTapped(username: "demo", password: "pw") }
    await gate.untilWaiting()
    await harness.home?.profile.viewModel.signOutTapped()
    let chefAuth = try #require(harness.auth)
    await chefAuth.signInViewModel.signInTapped(username: "chef", password: "pw2")
    gate.open()
    await renewal.value
    await harness.app.idle()
    #expect(harness.app.session?.user.name == "chef")
    #expect(harness.router.state.canonicalURL == "cookbook://recipes")
    harness.expectConsistent()
  }
}
