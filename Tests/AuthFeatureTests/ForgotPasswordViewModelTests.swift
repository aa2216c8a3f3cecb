import AuthFeature
import Services
import TestSupport
import Testing

@MainActor
struct ForgotPasswordViewModelTests {
  private let spy = AuthNavigationSpy()

  private func makeViewModel() -> ForgotPasswordViewModel {
    let viewModel = ForgotPasswordViewModel()
    viewModel.navigation = spy
    return viewModel
  }

  @Test(arguments: [
    ("", "Enter your e-mail address."),
    ("cook", "'cook' is not an e-mail address."),
    ("@example.com", "'@example.com' is not an e-mail address."),
    ("a@b@c.com", "'a@b@c.com' is not an e-mail address."),
    ("a b@c.com", "'a b@c.com' is not an e-mail address."),
    ("cook@localhost", "'cook@localhost' has no valid domain after '@'."),
    ("cook@example.", "'cook@example.' has no valid domain after '@'."),
    (
      String(repeating: "a", count: 250) + "@b.com", "An e-mail address has at most 254 characters."
    ),
  ])
  func invalidAddressesAreExplainedWithoutSendingAnything(email: String, message: String) async {
    let viewModel = makeViewModel()
    await viewModel.sendTapped(email: email)
    #expect(viewModel.emailError == message)
    #expect(viewModel.status == .editing)
    #expect(spy.events.isEmpty)
  }

  @Test func aValidAddressIsReportedTrimmedAndTheScreenWaits() async {
    let viewModel = makeViewModel()
    await viewModel.sendTapped(email: " cook@example.com ")
    #expect(viewModel.status == .sending)
    #expect(spy.events == [.resetRequested("cook@example.com")])
    await viewModel.sendTapped(email: "other@example.com")
    #expect(spy.events == [.resetRequested("cook@example.com")])
  }

  @Test func aFailureToldByTheOwnerIsExplainedAndTakesAnAddressAgain() async {
    let viewModel = makeViewModel()
    await viewModel.sendTapped(email: "cook@example.com")
    viewModel.sendFailed(reason: "disk full")
    #expect(viewModel.status == .failed("The reset link could not be sent: disk full"))
    await viewModel.sendTapped(email: "cook@example.com")
    #expect(spy.events.count == 2)
  }
}
