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
    #expect(harness.router.calls == [.setRoot(.signIn)])
    #expect(harness.router.state == AppState(root: .signIn))
    #expect(harness.auth != nil)
  }

  @Test func signingInReplacesTheRootWithTheRecipesAndSavesTheSession() async {
    let harness = AppHarness()
    await harness.launch()
    harness.router.clearCalls()
    await harness.signIn()
    #expect(harness.router.calls == [.setRoot(.recipes(query: ""))])
    #expect(harness.router.state == AppState(root: .recipes(query: "")))
    #expect(harness.app.session?.user == User(name: "demo"))
    #expect(harness.saved.value?.session.user == User(name: "demo"))
    #expect(harness.saved.value?.location == "cookbook://recipes")
  }

  @Test func aWrongPasswordKeepsTheUserOnSignIn() async {
    let harness = AppHarness()
    await harness.launch()
    harness.router.clearCalls()
    await harness.auth?.signInViewModel.signInTapped(username: "demo", password: "nope")
    #expect(harness.router.calls.isEmpty)
    #expect(harness.auth?.signInViewModel.status == .failed("Wrong user name or password."))
    #expect(harness.saved.value == nil)
  }

  @Test func forgotPasswordIsPushedAndItsResultShowsOnSignIn() async throws {
    let harness = AppHarness()
    await harness.launch()
    harness.router.clearCalls()
    let auth = try #require(harness.auth)
    auth.signInViewModel.forgotPasswordTapped()
    #expect(harness.router.calls == [.push(.forgotPassword)])
    #expect(harness.router.state.canonicalURL == "cookbook://login/forgot-password")
    guard case .forgotPassword(let forgot) = harness.visibleScreen else {
      Issue.record("expected the forgot-password screen on top")
      return
    }
    harness.router.clearCalls()
    await forgot.sendTapped(email: "cook@example.com")
    #expect(harness.resetsSent.value == ["cook@example.com"])
    #expect(harness.router.calls == [.pop])
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
    harness.router.clearCalls()
    #expect(harness.back())
    #expect(harness.router.calls == [.pop])
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
