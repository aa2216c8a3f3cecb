import Coordinators
import Navigation
import Services
import TestSupport
import Testing

@MainActor
struct SessionExpiryTests {
  @Test func nothingHappensWhileTheSessionIsValid() async {
    let harness = await AppHarness.signedIn(at: "cookbook://recipes/carbonara")
    harness.clock.advance(by: 599)
    #expect(await !harness.app.expireSessionIfNeeded())
    #expect(harness.router.calls.isEmpty)
  }

  @Test(arguments: [
    "cookbook://recipes/carbonara/cacio/amatriciana",
    "cookbook://favorites/gricia?sheet=share",
    "cookbook://recipes/cacio?q=c&alert=delete",
  ])
  func expiryIsOneRootTransitionThatReleasesEverythingSignedIn(url: String) async {
    let harness = await AppHarness.signedIn(at: url)
    let tracker = LeakTracker()
    harness.trackSignedInTree(in: tracker)
    harness.clock.advance(by: 600)
    #expect(await harness.app.expireSessionIfNeeded())
    harness.expectConsistent()
    #expect(harness.router.calls == [.setRoot(.signIn)])
    #expect(harness.router.state == AppState(root: .signIn))
    #expect(harness.app.session == nil)
    #expect(
      harness.auth?.signInViewModel.notice == .sessionExpired)
    tracker.expectAllReleased()
    #expect(harness.app.children.count == 1)
  }

  @Test func expiryInTheOtherTabAlsoReleasesTheHiddenTabsFlows() async {
    let harness = await AppHarness.signedIn(at: "cookbook://recipes/carbonara")
    await harness.open("cookbook://favorites/cacio")
    let tracker = LeakTracker()
    harness.trackSignedInTree(in: tracker)
    harness.clock.advance(by: 601)
    await harness.app.expireSessionIfNeeded()
    harness.expectConsistent()
    tracker.expectAllReleased()
  }

  @Test func signingInAgainAsTheSameUserReturnsWhereTheyWere() async {
    let harness = await AppHarness.signedIn(at: "cookbook://favorites/gricia?sheet=share")
    harness.clock.advance(by: 600)
    await harness.app.expireSessionIfNeeded()
    harness.expectConsistent()
    await harness.signIn()
    #expect(harness.router.state.canonicalURL == "cookbook://favorites/gricia?sheet=share")
  }

  @Test func signingInAsTheOtherUserStartsFresh() async {
    let harness = await AppHarness.signedIn(at: "cookbook://favorites/gricia")
    harness.clock.advance(by: 600)
    await harness.app.expireSessionIfNeeded()
    harness.expectConsistent()
    await harness.signIn(as: "chef", password: "pw2")
    #expect(harness.router.state == AppState(root: .recipes(query: "")))
    #expect(harness.app.session?.user == User(name: "chef"))
    await harness.signOut()
    await harness.signIn()
    #expect(harness.router.state == AppState(root: .recipes(query: "")))
  }

  @Test func theLocationIsSavedAtExpirySoARelaunchCanResume() async {
    let harness = await AppHarness.signedIn(at: "cookbook://recipes/cacio")
    harness.clock.advance(by: 600)
    await harness.app.expireSessionIfNeeded()
    harness.expectConsistent()
    #expect(harness.saved.value?.location == "cookbook://recipes/cacio")
    #expect(harness.saved.value?.session.user == User(name: "demo"))
  }
}
