import AppTesting
import AuthFeature
import Coordinators
import Navigation
import Services
import TestSupport
import Testing

@MainActor
struct AuthFlowTests {
  @Test func aLaunchWithNoSavedSessionShowsSignIn() async {
    let harness = AppHarness()
    await harness.launch()
    #expect(harness.calls == [.show("login")])
    #expect(harness.router.state == AppState.signIn())
    #expect(harness.auth != nil)
  }

  @Test func signingInReplacesTheRootWithTheRecipesAndSavesTheSession() async {
    let harness = AppHarness()
    await harness.launch()
    harness.clearCalls()
    await harness.signIn()
    #expect(harness.calls == [.show("recipes")])
    #expect(harness.router.state == AppState.recipes())
    #expect(harness.app.session?.user == User(name: "demo"))
    #expect(harness.saved.value?.session.user == User(name: "demo"))
    #expect(harness.saved.value?.location == "cookbook://recipes")
  }

  @Test func aWrongPasswordKeepsTheUserOnSignIn() async {
    let harness = AppHarness()
    await harness.launch()
    harness.clearCalls()
    await harness.auth?.signInViewModel.signInTapped(username: "demo", password: "nope")
    await harness.settle()
    #expect(harness.calls.isEmpty)
    #expect(harness.auth?.signInViewModel.status == .failed(.invalidCredentials))
    #expect(harness.saved.value == nil)
  }

  @Test func forgotPasswordIsAWayOnOfSignInAndItsResultShowsThere() async throws {
    let harness = AppHarness()
    await harness.launch()
    harness.clearCalls()
    let auth = try #require(harness.auth)
    #expect(harness.app.entries.map(\.word) == ["forgot-password"])
    #expect(harness.app.openEntry("forgot-password"))
    #expect(harness.calls == [.push(SignedOutDestination.forgotPassword, on: "login")])
    #expect(harness.router.state.canonicalURL == "cookbook://login/forgot-password")
    let forgot = try #require(harness.visibleScreen as? ForgotPasswordViewModel)
    harness.clearCalls()
    await forgot.sendTapped(email: "cook@example.com")
    await harness.settle()
    #expect(harness.resetsSent.value == ["cook@example.com"])
    #expect(harness.calls == [.pop("login")])
    #expect(auth.signInViewModel.notice == .resetLinkSent(to: "cook@example.com"))
  }

  @Test func backFromForgotPasswordReleasesItsViewModel() async throws {
    let harness = AppHarness()
    await harness.launch()
    let auth = try #require(harness.auth)
    let tracker = LeakTracker()
    #expect(harness.app.openEntry("forgot-password"))
    tracker.track(try #require(harness.visibleScreen as? ForgotPasswordViewModel))
    harness.clearCalls()
    #expect(harness.back())
    #expect(harness.calls == [.pop("login")])
    #expect(auth.signInViewModel.notice == nil)
    tracker.expectAllReleased()
    #expect(harness.visibleScreen is SignInViewModel)
  }

  @Test func aResetLinkSentAfterTheUserWentBackIsStillAnnouncedOnSignIn() async throws {
    let harness = AppHarness()
    await harness.launch()
    let gate = harness.gate("reset")
    #expect(harness.app.openEntry("forgot-password"))
    let forgot = try #require(harness.visibleScreen as? ForgotPasswordViewModel)
    await forgot.sendTapped(email: "cook@example.com")
    await gate.untilWaiting()
    #expect(harness.back())
    gate.open()
    await harness.settle()
    #expect(harness.auth?.signInViewModel.notice == .resetLinkSent(to: "cook@example.com"))
    #expect(harness.router.state == AppState.signIn())
  }

  @Test func signingInReleasesTheWholeSignedOutFlow() async throws {
    let harness = AppHarness()
    await harness.launch()
    let tracker = LeakTracker()
    do {
      let auth = try #require(harness.auth)
      #expect(harness.app.openEntry("forgot-password"))
      tracker.track(auth)
      tracker.track(auth.signInViewModel)
      tracker.track(try #require(harness.visibleScreen))
    }
    await harness.signIn()
    tracker.expectAllReleased()
    #expect(harness.app.children.count == 1)
  }
}
