import AppTesting
import AuthFeature
import Coordinators
import Navigation
import Services
import TestSupport
import Testing

/// Seed 003's global slot: when the session expires, sign-in fills the slot at the root over
/// the preserved tabs; the same user gets everything back, another starts fresh.
@MainActor
struct SessionExpiryTests {
  private func expire(_ harness: AppHarness) async {
    harness.clock.advance(by: 601)
    #expect(await harness.app.expireSessionIfNeeded())
    harness.expectConsistent()
  }

  private func signInAgain(_ harness: AppHarness, as user: String, password: String) async {
    guard let viewModel = harness.visibleScreen as? SignInViewModel else {
      Issue.record("expected sign-in in the global slot")
      return
    }
    await viewModel.signInTapped(username: user, password: password)
    await harness.settle()
    harness.expectConsistent()
  }

  @Test func nothingHappensWhileTheSessionIsValid() async {
    let harness = await AppHarness.signedIn(at: "cookbook://recipes/carbonara")
    harness.clock.advance(by: 599)
    #expect(await !harness.app.expireSessionIfNeeded())
    #expect(harness.calls.isEmpty)
  }

  @Test(arguments: [
    "cookbook://recipes/carbonara/cacio/amatriciana",
    "cookbook://favorites/gricia?sheet=share",
    "cookbook://recipes/cacio?q=c&alert=delete",
    "cookbook://favorites/@test-kitchen",
  ])
  func expiryFillsTheGlobalSlotInOneCallAndKeepsEverythingUnderIt(url: String) async throws {
    let harness = await AppHarness.signedIn(at: url)
    let before = harness.router.state
    let tracker = LeakTracker()
    harness.trackSignedInTree(in: tracker)
    let kept = tracker.alive
    await expire(harness)
    #expect(harness.calls == [.present(GlobalModal.signIn, on: "global")])
    var expected = before
    expected.modal = .signIn
    #expect(harness.router.state == expected)
    #expect(
      harness.router.state.canonicalURL == url + (url.contains("?") ? "&" : "?") + "modal=signin")
    #expect(tracker.alive == kept)
    #expect(harness.app.isSigningInAgain)
    guard let viewModel = harness.visibleScreen as? SignInViewModel else {
      Issue.record("expected sign-in on top")
      return
    }
    #expect(viewModel.notice == .sessionExpired)
    #expect(viewModel.isCancellable)
  }

  @Test func theSameUserGetsEveryTabStackAndTheSheetBackExactly() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://favorites/carbonara/cacio/gricia")
    await harness.open("cookbook://recipes/amatriciana?sheet=share")
    let home = try #require(harness.home)
    let sheet = try #require(harness.shareSheet)
    let stack = harness.router.favorites
    let favouriteModels = stack.pathIDs.compactMap(stack.model(of:)).map(ObjectIdentifier.init)
    await expire(harness)
    await signInAgain(harness, as: "demo", password: "pw")
    #expect(harness.router.state.canonicalURL == "cookbook://recipes/amatriciana?sheet=share")
    #expect(harness.home === home)
    #expect(harness.shareSheet === sheet)
    #expect(harness.app.session?.isValid(at: harness.clock.now()) == true)
    #expect(harness.back())
    home.select(.favorites)
    #expect(harness.router.state.canonicalURL == "cookbook://favorites/carbonara/cacio/gricia")
    #expect(
      stack.pathIDs.compactMap(stack.model(of:)).map(ObjectIdentifier.init) == favouriteModels)
    #expect(harness.saved.value?.session.isValid(at: harness.clock.now()) == true)
    harness.expectConsistent()
  }

  @Test func anotherUserStartsFreshWithNothingOfTheFirstAlive() async {
    let harness = await AppHarness.signedIn(at: "cookbook://favorites/gricia")
    await harness.open("cookbook://recipes/cacio?sheet=share")
    let tracker = LeakTracker()
    harness.trackSignedInTree(in: tracker)
    await expire(harness)
    await signInAgain(harness, as: "chef", password: "pw2")
    #expect(harness.router.state == AppState.recipes())
    #expect(harness.app.session?.user == User(name: "chef"))
    #expect(harness.saved.value?.session.user == User(name: "chef"))
    tracker.expectAllReleased()
    harness.home?.select(.favorites)
    #expect(harness.router.state == AppState.favorites())
  }

  @Test func theSignInSlotsFlowAndModelAreReleasedOnceSomeoneSignsIn() async throws {
    let harness = await AppHarness.signedIn(at: "cookbook://recipes/carbonara")
    await expire(harness)
    let tracker = LeakTracker()
    do {
      let flow = try #require(harness.app.children.first { $0 is SignInAgainCoordinator })
      tracker.track(flow)
      tracker.track(try #require(harness.visibleScreen))
    }
    await signInAgain(harness, as: "demo", password: "pw")
    tracker.expectAllReleased()
    #expect(harness.router.modal.presented == nil)
  }

  @Test func givingUpSigningInAgainSignsOutAndReleasesEverything() async {
    let harness = await AppHarness.signedIn(at: "cookbook://recipes/carbonara")
    let tracker = LeakTracker()
    harness.trackSignedInTree(in: tracker)
    await expire(harness)
    guard let viewModel = harness.visibleScreen as? SignInViewModel else {
      Issue.record("expected sign-in on top")
      return
    }
    await viewModel.cancelTapped()
    await harness.settle()
    #expect(harness.router.state == AppState.signIn())
    #expect(harness.app.session == nil)
    #expect(harness.saved.value == nil)
    tracker.expectAllReleased()
    harness.expectConsistent()
  }

  @Test func aDismissedSlotComesBackAtTheNextEventBecauseTheSessionIsStillOver() async {
    let harness = await AppHarness.signedIn(at: "cookbook://recipes/carbonara")
    await expire(harness)
    #expect(harness.back())
    #expect(harness.router.modal.presented == nil)
    #expect(await harness.app.expireSessionIfNeeded())
    #expect(harness.router.state.modal == .signIn)
    harness.expectConsistent()
  }

  @Test func theLocationUnderTheSlotIsSavedSoARelaunchShowsItAgain() async {
    let harness = await AppHarness.signedIn(at: "cookbook://recipes/cacio")
    await expire(harness)
    #expect(harness.saved.value?.location == "cookbook://recipes/cacio?modal=signin")
    #expect(harness.saved.value?.session.user == User(name: "demo"))
    let relaunched = AppHarness(savedSession: harness.saved.value)
    relaunched.clock.advance(by: 601)
    await relaunched.launch()
    #expect(relaunched.router.state.canonicalURL == "cookbook://recipes/cacio?modal=signin")
    #expect(relaunched.app.isSigningInAgain)
  }

  @Test func aLinkWhileTheSlotAsksToSignInAgainWaitsForTheSignIn() async {
    let harness = await AppHarness.signedIn(at: "cookbook://recipes/cacio")
    await expire(harness)
    #expect(await harness.app.open("cookbook://favorites/gricia") == .parked)
    #expect(harness.router.state.modal == .signIn)
    await signInAgain(harness, as: "demo", password: "pw")
    #expect(harness.router.state.canonicalURL == "cookbook://favorites/gricia")
  }

  @Test func aSignInLinkIsIgnoredWhileTheSessionIsValid() async {
    let harness = await AppHarness.signedIn()
    await harness.open("cookbook://recipes/cacio?modal=signin")
    #expect(harness.router.state.canonicalURL == "cookbook://recipes/cacio")
    #expect(!harness.app.isSigningInAgain)
  }
}
