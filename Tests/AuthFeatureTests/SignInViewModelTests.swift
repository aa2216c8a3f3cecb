import AuthFeature
import Foundation
import Services
import TestSupport
import Testing

@MainActor
struct SignInViewModelTests {
  private let spy = AuthNavigationSpy()

  private func makeViewModel(_ auth: FakeAuthService = FakeAuthService()) -> SignInViewModel {
    let viewModel = SignInViewModel(auth: auth)
    viewModel.navigation = spy
    return viewModel
  }

  @Test func emptyFieldsAreExplainedWithoutCallingTheService() async {
    let viewModel = makeViewModel()
    await viewModel.signInTapped(username: "  ", password: "")
    #expect(viewModel.usernameError == .missing)
    #expect(viewModel.passwordError == .missing)
    #expect(viewModel.status == .editing)
    #expect(spy.events.isEmpty)
  }

  @Test(arguments: ["demo\u{0}x", "de\u{1B}[2Jmo"])
  func controlCharactersInAUserNameOrPasswordAreRefusedBeforeTheService(text: String) async {
    let viewModel = makeViewModel()
    await viewModel.signInTapped(username: text, password: "demo-pass-1")
    #expect(viewModel.usernameError == .controlCharacters)
    await viewModel.signInTapped(username: "demo", password: "demo-pass-1\u{0}anything")
    #expect(viewModel.passwordError == .controlCharacters)
    #expect(spy.events.isEmpty)
  }

  @Test func aSecondTapWhileSigningInCallsTheServiceOnce() async {
    let gate = Gate()
    let calls = Locked(0)
    var auth = FakeAuthService()
    auth.signIn = { user, _ throws(SignInError) in
      calls.mutate { $0 += 1 }
      await gate.wait()
      return Session(user: User(name: user), expiresAt: .distantFuture)
    }
    let viewModel = makeViewModel(auth)
    let first = Task { await viewModel.signInTapped(username: "demo", password: "s3cret") }
    await gate.untilWaiting()
    await finishes(within: .seconds(10)) {
      await viewModel.signInTapped(username: "demo", password: "s3cret")
    }
    gate.open()
    await first.value
    #expect(calls.value == 1)
    #expect(spy.events.count == 1)
  }

  @Test func onlyACancellableSignInReportsGivingUp() async {
    await makeViewModel().cancelTapped()
    #expect(spy.events.isEmpty)
    let cancellable = SignInViewModel(auth: FakeAuthService(), isCancellable: true)
    cancellable.navigation = spy
    await cancellable.cancelTapped()
    #expect(spy.events == [.cancelled])
  }

  @Test func wrongCredentialsShowAClearMessageAndReportNothing() async {
    let viewModel = makeViewModel(.accepting("demo", "right"))
    await viewModel.signInTapped(username: "demo", password: "wrong")
    #expect(viewModel.status == .failed(.invalidCredentials))
    #expect(viewModel.usernameError == nil && viewModel.passwordError == nil)
    #expect(spy.events.isEmpty)
  }

  @Test(arguments: [30, 1])
  func aLockedOutUserIsToldWhenToTryAgain(seconds: Int) async {
    var auth = FakeAuthService()
    auth.signIn = { user, _ throws(SignInError) in throw .throttled(user: user, seconds: seconds) }
    let viewModel = makeViewModel(auth)
    await viewModel.signInTapped(username: "demo", password: "secret-typed")
    #expect(viewModel.status == .failed(.throttled(user: "demo", seconds: seconds)))
    #expect(spy.events.isEmpty)
  }

  @Test func successReportsTheSessionAndClearsTheFailure() async {
    let viewModel = makeViewModel(.accepting("demo", "right"))
    await viewModel.signInTapped(username: "demo", password: "wrong")
    await viewModel.signInTapped(username: " demo ", password: "right")
    #expect(viewModel.status == .editing)
    #expect(spy.events == [.signedIn(Session(user: User(name: "demo"), expiresAt: .distantFuture))])
  }

  @Test func theScreenShowsSigningInWhileTheServiceWorks() async {
    let seen = Locked<SignInViewModel.Status?>(nil)
    let box = Locked<SignInViewModel?>(nil)
    var auth = FakeAuthService()
    auth.signIn = { user, _ in
      let status = await MainActor.run { box.value?.status }
      seen.mutate { $0 = status }
      return Session(user: User(name: user), expiresAt: .distantFuture)
    }
    let viewModel = makeViewModel(auth)
    box.mutate { $0 = viewModel }
    await viewModel.signInTapped(username: "demo", password: "x")
    #expect(seen.value == .signingIn)
    #expect(viewModel.status == .editing)
    box.mutate { $0 = nil }
  }

  @Test func anUnavailableServiceIsExplained() async {
    var auth = FakeAuthService()
    auth.signIn = { _, _ throws(SignInError) in throw .unavailable("offline") }
    let viewModel = makeViewModel(auth)
    await viewModel.signInTapped(username: "demo", password: "x")
    #expect(viewModel.status == .failed(.unavailable("offline")))
  }
}
