import AppTesting
import AuthFeature
import Coordinators
import Navigation
import Services
import TestSupport
import Testing

/// Input that arrives while an intent is suspended, as on a platform, where a tap does not
/// wait for a `.task` to finish. Services wait at a ``Gate`` the test opens when it chooses;
/// every test ends consistent, with nothing of an ended flow left alive.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct InterleavingTests {
  private func gateLookups(_ harness: AppHarness, passing: Int = 0) -> Gate {
    let gate = Gate(passing: passing)
    harness.lookupGate.mutate { $0 = gate }
    return gate
  }

  @Test func signingOutWhileAFavouritesLinkIsCheckedEndsTheLinkNotTheApp() async {
    let harness = await AppHarness.signedIn()
    let tracker = LeakTracker()
    harness.trackSignedInTree(in: tracker)
    let gate = gateLookups(harness)
    let link = Task { await harness.app.open("cookbook://favorites/carbonara") }
    await gate.untilWaiting()
    await harness.signOut()
    gate.open()
    #expect(await link.value == .refused(.superseded))
    #expect(!harness.calls.contains(.show("favorites")))
    #expect(harness.router.state == AppState.signIn())
    harness.expectConsistent()
    tracker.expectAllReleased()
  }

  @Test func goingBackWhileALinksSheetWaitsForItsRecipeShowsNoSheetOverTheList() async throws {
    let harness = await AppHarness.signedIn()
    let gate = gateLookups(harness, passing: 1)
    let link = Task { await harness.app.open("cookbook://recipes/carbonara?sheet=share") }
    await gate.untilWaiting()
    #expect(harness.router.state.canonicalURL == "cookbook://recipes/carbonara")
    let tracker = LeakTracker()
    tracker.track(try #require(harness.visibleDetail))
    #expect(harness.back())
    gate.open()
    #expect(await link.value == .refused(.superseded))
    #expect(harness.router.state == AppState.recipes())
    #expect((try? AppState(url: harness.router.state.canonicalURL)) == harness.router.state)
    harness.expectConsistent()
    tracker.expectAllReleased()
  }

  @Test func aSecondLinkOvertakesTheFirstWhileItIsChecked() async {
    let harness = await AppHarness.signedIn()
    let gate = gateLookups(harness)
    let first = Task { await harness.app.open("cookbook://recipes/carbonara/cacio") }
    await gate.untilWaiting()
    harness.lookupGate.mutate { $0 = nil }
    await harness.open("cookbook://favorites/gricia")
    gate.open()
    #expect(await first.value == .refused(.superseded))
    #expect(harness.router.state.canonicalURL == "cookbook://favorites/gricia")
    #expect(harness.router.recipes.path.isEmpty)
    harness.expectConsistent()
  }

  @Test func expiryWhileALinkIsCheckedWinsAndKeepsTheTabsUnderTheSlot() async {
    let harness = await AppHarness.signedIn(at: "cookbook://recipes/gricia")
    let gate = gateLookups(harness)
    let link = Task { await harness.app.open("cookbook://favorites/carbonara?sheet=share") }
    await gate.untilWaiting()
    harness.clock.advance(by: 601)
    #expect(await harness.app.expireSessionIfNeeded())
    gate.open()
    #expect(await link.value == .refused(.superseded))
    #expect(harness.router.state.canonicalURL == "cookbook://recipes/gricia?modal=signin")
    #expect(harness.router.favorites.path.isEmpty)
    harness.expectConsistent()
  }

  @Test func switchingTabsWhileALinkIsCheckedKeepsTheUsersChoice() async {
    let harness = await AppHarness.signedIn()
    let gate = gateLookups(harness)
    let link = Task { await harness.app.open("cookbook://recipes/carbonara") }
    await gate.untilWaiting()
    harness.home?.select(.favorites)
    gate.open()
    #expect(await link.value == .refused(.superseded))
    #expect(harness.router.state == AppState.favorites())
    #expect(harness.router.recipes.path.isEmpty)
    harness.expectConsistent()
  }

  @Test func goingBackWhileALinkIsCheckedKeepsWhereTheUserWent() async {
    let harness = await AppHarness.signedIn(at: "cookbook://recipes/carbonara")
    let gate = gateLookups(harness)
    let link = Task { await harness.app.open("cookbook://recipes/carbonara/cacio") }
    await gate.untilWaiting()
    #expect(harness.back())
    gate.open()
    #expect(await link.value == .refused(.superseded))
    #expect(harness.router.state == AppState.recipes())
    harness.expectConsistent()
  }

  @Test func forgotPasswordOpenedWhileSigningInIsReleasedWhenTheSignInSucceeds() async throws {
    let harness = AppHarness()
    await harness.launch()
    let gate = Gate()
    harness.signInGate.mutate { $0 = gate }
    let tracker = LeakTracker()
    let signIn: Task<Void, Never>
    do {
      let auth = try #require(harness.auth)
      tracker.track(auth)
      signIn = Task { await auth.signInViewModel.signInTapped(username: "demo", password: "pw") }
      await gate.untilWaiting()
      #expect(harness.app.openEntry("forgot-password"))
      tracker.track(try #require(harness.visibleScreen))
    }
    #expect(harness.router.state.canonicalURL == "cookbook://login/forgot-password")
    gate.open()
    await signIn.value
    #expect(harness.router.state == AppState.recipes())
    harness.expectConsistent()
    tracker.expectAllReleased()
  }

  @Test func signingOutWhileTheParkedLinkOpensAfterSignInLeavesTheUserSignedOut() async {
    let harness = AppHarness()
    await harness.launch()
    #expect(await harness.app.open("cookbook://favorites/cacio") == .parked)
    let gate = gateLookups(harness)
    let signIn = Task {
      await harness.auth?.signInViewModel.signInTapped(username: "demo", password: "pw")
      await harness.app.idle()
    }
    await gate.untilWaiting()
    #expect(harness.app.session != nil)
    await harness.signOut()
    gate.open()
    await signIn.value
    #expect(harness.router.state == AppState.signIn())
    #expect(harness.app.session == nil)
    #expect(harness.app.notice == nil)
    #expect(harness.saved.value == nil)
    harness.expectConsistent()
  }

  @Test func aCancelledLinkTaskChangesNothingOnceItsCheckReturns() async {
    let harness = await AppHarness.signedIn(at: "cookbook://recipes/gricia")
    let before = harness.router.state
    let gate = gateLookups(harness)
    let link = Task { await harness.app.open("cookbook://favorites/carbonara") }
    await gate.untilWaiting()
    link.cancel()
    gate.open()
    #expect(await link.value == .refused(.superseded))
    #expect(harness.router.state == before)
    harness.expectConsistent()
  }
}
