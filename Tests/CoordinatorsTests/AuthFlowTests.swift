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
    #expect(harness.auth?.signInViewModel.status == .failed("Wrong user name or password."))
    #expect(harness.saved.value == nil)
  }

  @Test func forgotPasswordIsPushedAndItsResultShowsOnSignIn() async throws {
    let harness = AppHarness()
    await harness.launch()
    harness.clearCalls()
    let auth = try #require(harness.auth)
    auth.signInViewModel.forgotPasswordTapped()
    #expect(harness.calls == [.push(SignedOutDestination.forgotPassword, on: "login")])
    #expect(harness.router.state.canonicalURL == "cookbook://login/forgot-password")
    guard case .forgotPassword(let forgot) = harness.visibleScreen else {
      Issue.record("expected the forgot-password screen on top")
      return
    }
    harness.clearCalls()
    await forgot.sendTapped(email: "cook@example.com")
    await harness.settle()
    #expect(harness.resetsSent.value == ["cook@example.com"])
    #expect(harness.calls == [.pop("login")])
    #expect(auth.forgotPasswordFlow == nil)
    #expect(auth.signInViewModel.notice == .resetLinkSent(to: "cook@example.com"))
  }

  @Test func backFromForgotPasswordReleasesItsViewModel() async throws {
    let harness = AppHarness()
    await harness.launch()
    let auth = try #require(harness.auth)
    let tracker = LeakTracker()
    auth.signInViewModel.forgotPasswordTapped()
    do {
      let flow = try #require(auth.forgotPasswordFlow)
      tracker.track(flow)
      tracker.track(flow.viewModel)
    }
    harness.clearCalls()
    #expect(harness.back())
    #expect(harness.calls == [.pop("login")])
    #expect(auth.forgotPasswordFlow == nil)
    #expect(auth.signInViewModel.notice == nil)
    tracker.expectAllReleased()
    guard case .signIn = harness.visibleScreen else {
      Issue.record("expected the sign-in screen on top")
      return
    }
  }

  @Test func signingInReleasesTheWholeSignedOutFlow() async throws {
    let harness = AppHarness()
    await harness.launch()
    let tracker = LeakTracker()
    do {
      let auth = try #require(harness.auth)
      auth.signInViewModel.forgotPasswordTapped()
      tracker.track(auth)
      tracker.track(auth.signInViewModel)
      tracker.track(try #require(auth.forgotPasswordFlow))
    }
    await harness.signIn()
    tracker.expectAllReleased()
    #expect(harness.app.children.count == 1)
  }
}
