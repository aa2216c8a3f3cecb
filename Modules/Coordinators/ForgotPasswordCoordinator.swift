import AuthFeature
import Navigation
import Services

/// The forgot-password screen pushed over sign-in. Reports the address the user gave, and
/// the sign-in flow sends the link and then closes it; going back ends it.
@MainActor
public final class ForgotPasswordCoordinator: FlowCoordinator<
  Never, ForgotPasswordCoordinator.Event
>, Coordinator
{
  /// What the screen tells the sign-in flow.
  public enum Event: Hashable, Sendable {
    /// The user asked for a reset link to the address.
    case resetRequested(email: String)
  }

  /// The screen's model.
  public let viewModel: ForgotPasswordViewModel

  private let stack: SignedOutStack

  /// Creates the flow, pushing onto `stack`.
  public init(stack: SignedOutStack) {
    self.stack = stack
    viewModel = ForgotPasswordViewModel()
    super.init()
    viewModel.navigation = self
  }

  /// The forgot-password screen.
  public override var screens: [String] { ["forgotPassword"] }

  /// Pushes the screen; when it leaves the stack, the flow ends.
  public func start() {
    if stack.push(.forgotPassword, owner: self) == nil { end() }
  }

  /// The screen of route `id`, if this flow owns it.
  public func screen(for id: RouteID) -> Screen? {
    routes.contains(id) ? .forgotPassword(viewModel) : nil
  }
}

extension ForgotPasswordCoordinator: ForgotPasswordNavigating {
  /// Passes the request up: the sign-in flow sends the link.
  public func passwordResetRequested(for email: String) {
    decide(
      FlowEvent.passwordResetRequested, cause: .viewModel("ForgotPasswordViewModel"),
      FlowDecision.passToSignIn)
    report(.resetRequested(email: email))
  }
}
