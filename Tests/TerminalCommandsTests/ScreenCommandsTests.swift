import AuthFeature
import Foundation
import ProfileFeature
import Services
import TestSupport
import Testing

@testable import TerminalCommands

@MainActor
private final class SignInSpy: SignInNavigating {
  var resetRequests = 0
  func signInSucceeded(with session: Session) {}
  func forgotPasswordRequested() { resetRequests += 1 }
  func signInCancelled() {}
}

@MainActor
private final class ProfileSpy: ProfileNavigating {
  var settingsRequests = 0
  func settingsRequested() { settingsRequests += 1 }
  func signOutRequested() {}
}

@MainActor
struct ScreenCommandsTests {
  @Test(arguments: [false, true])
  func onlyTheSignInThatCanPushAResetOffersOne(isCancellable: Bool) async {
    let spy = SignInSpy()
    let viewModel = SignInViewModel(
      auth: FakeAuthService.accepting("demo", "s3cret", expiresAt: .distantFuture),
      isCancellable: isCancellable)
    viewModel.navigation = spy
    let commands = SignInCommands(viewModel: viewModel)
    #expect(commands.commands.map(\.usage).contains("forgot") == !isCancellable)
    #expect(await commands.handle(.forgot) == (isCancellable ? .notHere : .done))
    #expect(spy.resetRequests == (isCancellable ? 0 : 1))
  }

  @Test func aScreenDeclaresItsEntryOnItsParentAndTheEntryCallsTheParentsIntent() async throws {
    let spy = ProfileSpy()
    let profile = ProfileViewModel(
      session: Session(user: User(name: "demo"), expiresAt: .distantFuture))
    profile.navigation = spy
    let entry = try #require(SettingsCommands.entry(onAny: profile))
    #expect(entry.word == "settings")
    #expect(SettingsCommands.entry(onAny: NSObject()) == nil)
    await entry.open()
    #expect(spy.settingsRequests == 1)
  }
}
