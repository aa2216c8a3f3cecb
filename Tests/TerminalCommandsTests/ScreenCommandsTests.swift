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

  @Test func aScreenDeclaresItsEntryOnItsParentOnly() throws {
    let profile = ProfileViewModel(
      session: Session(user: User(name: "demo"), expiresAt: .distantFuture))
    let entry = try #require(SettingsCommands.entry(onAny: profile))
    #expect(entry.word == "settings")
    #expect(entry.title == "Settings")
    #expect(SettingsCommands.entry(onAny: NSObject()) == nil)
  }
}
