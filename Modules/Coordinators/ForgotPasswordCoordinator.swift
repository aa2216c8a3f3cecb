import AuthFeature
import Navigation
import Services

/// The forgot-password screen pushed over sign-in. Finishes with the address the link went
/// to, or `.cancelled` when the user goes back first.
@MainActor
public final class ForgotPasswordCoordinator: FlowCoordinator<ForgotPasswordCoordinator.Outcome> {
  /// How the flow ended.
  public enum Outcome: Hashable, Sendable {
    /// A reset link went to the address.
    case linkSent(to: String)
    /// The user went back before a link was sent.
    case cancelled
  }

  /// The screen's model.
  public let viewModel: ForgotPasswordViewModel

  private let router: any AppRouter
  private var outcome = Outcome.cancelled

  /// Creates the flow, sending links through `resets`.
  public init(router: any AppRouter, resets: any PasswordResetService) {
    self.router = router
    viewModel = ForgotPasswordViewModel(resets: resets)
    super.init()
    viewModel.navigation = self
  }

  /// The forgot-password screen.
  public override var screens: [String] { ["forgotPassword"] }

  /// Pushes the screen; its removal finishes the flow with the outcome so far.
  public override func start() {
    router.push(.forgotPassword) { [weak self] in
      guard let self else { return }
      finish(with: outcome)
    }
  }
}

extension ForgotPasswordCoordinator: ForgotPasswordNavigating {
  /// The link is sent: back to sign-in, which shows where it went.
  public func passwordResetRequested(for email: String) {
    decide(
      "passwordResetRequested", from: "ForgotPasswordViewModel",
      "pop back to sign-in and finish with the address")
    outcome = .linkSent(to: email)
    router.pop()
  }
}
