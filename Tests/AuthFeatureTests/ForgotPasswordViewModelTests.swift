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
    ("", EmailProblem.empty),
    ("cook", .notAnAddress("cook")),
    ("@example.com", .notAnAddress("@example.com")),
    ("a@b@c.com", .notAnAddress("a@b@c.com")),
    ("a b@c.com", .notAnAddress("a b@c.com")),
    ("cook@localhost", .noDomain("cook@localhost")),
    ("cook@example.", .noDomain("cook@example.")),
    (String(repeating: "a", count: 250) + "@b.com", .tooLong(maximum: 254)),
  ])
  func invalidAddressesAreExplainedWithoutSendingAnything(email: String, problem: EmailProblem)
    async
  {
    let viewModel = makeViewModel()
    await viewModel.sendTapped(email: email)
    #expect(viewModel.emailError == problem)
    #expect(viewModel.status == .editing)
    #expect(spy.events.isEmpty)
  }

  @Test func aValidAddressIsReportedTrimmedByTheScreenThatAsksAndTheScreenWaits() async {
    let viewModel = makeViewModel()
    let request = AuthNavigationSpy.Event.resetRequested(
      "cook@example.com", on: ObjectIdentifier(viewModel))
    await viewModel.sendTapped(email: " cook@example.com ")
    #expect(viewModel.status == .sending)
    #expect(spy.events == [request])
    await viewModel.sendTapped(email: "other@example.com")
    #expect(spy.events == [request])
  }

  @Test func aFailureToldByTheOwnerIsExplainedAndTakesAnAddressAgain() async {
    let viewModel = makeViewModel()
    await viewModel.sendTapped(email: "cook@example.com")
    viewModel.sendFailed(ServiceError("disk full"))
    #expect(viewModel.status == .failed(ServiceError("disk full")))
    await viewModel.sendTapped(email: "cook@example.com")
    #expect(spy.events.count == 2)
  }
}
