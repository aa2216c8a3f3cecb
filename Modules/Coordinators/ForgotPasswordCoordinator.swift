import AuthFeature
import Navigation
import Services

/// The forgot-password screen pushed over sign-in. Finishes with the address the link went
/// to; going back first ends it without a result.
@MainActor
public final class ForgotPasswordCoordinator: FlowCoordinator<
  ForgotPasswordCoordinator.Outcome, Never
>, Coordinator
{
  /// How the flow finished.
  public enum Outcome: Hashable, Sendable {
    /// A reset link went to the address.
    case linkSent(to: String)
  }

  /// The screen's model.
  public let viewModel: ForgotPasswordViewModel

  private let router: any AppRouter

  /// Creates the flow, sending links through `resets`.
  public init(router: any AppRouter, resets: any PasswordResetService) {
    self.router = router
    viewModel = ForgotPasswordViewModel(resets: resets)
    super.init()
    viewModel.navigation = self
  }

  /// The forgot-password screen.
  public override var screens: [String] { ["forgotPassword"] }

  /// Pushes the screen; when it leaves the stack, the flow ends.
  public func start() {
    router.push(.forgotPassword, owner: self)
  }

  /// The screen of route `id`, if this flow owns it.
  public func screen(for id: RouteID) -> Screen? {
    routes.contains(id) ? .forgotPassword(viewModel) : nil
  }
}

extension ForgotPasswordCoordinator: ForgotPasswordNavigating {
  /// The link is on its way: finish, which pops the screen, so sign-in shows where it went.
  public func passwordResetRequested(for email: String) async {
    decide(
      FlowEvent.passwordResetRequested, cause: .viewModel("ForgotPasswordViewModel"),
      FlowDecision.finishWithLinkSent)
    await finish(with: .linkSent(to: email))
  }
}
