import AuthFeature
import Navigation
import Services

/// The signed-out flow: sign-in, with forgot-password pushed over it. Finishes with the
/// session once the user has signed in.
@MainActor
public final class AuthCoordinator: FlowCoordinator<Session> {
  /// The sign-in screen's model, alive as long as the flow.
  public let signInViewModel: SignInViewModel
  /// The forgot-password screen's model, alive while that screen is on the stack.
  public private(set) var forgotPasswordViewModel: ForgotPasswordViewModel?

  private let router: any Router<AppRoute>
  private let services: AppServices

  /// Creates the flow; `notice` is shown on the sign-in screen.
  public init(router: any Router<AppRoute>, services: AppServices, notice: String? = nil) {
    self.router = router
    self.services = services
    signInViewModel = SignInViewModel(auth: services.auth)
    signInViewModel.notice = notice
    super.init()
    signInViewModel.navigation = self
  }

  /// Shows the sign-in screen as the new root.
  public override func start() {
    router.setRoot(.signIn)
  }

  /// Shows `state`, a signed-out state, reusing the screens already shown.
  public func show(_ state: NavigationState<AppRoute>) {
    let wantsForgotPassword = state.stack == [.forgotPassword]
    if !wantsForgotPassword, !router.state.stack.isEmpty { router.popToRoot() }
    if wantsForgotPassword, router.state.stack.isEmpty { forgotPasswordRequested() }
  }

  /// The screen model behind the top of the router's stack.
  public var visibleScreen: Screen {
    if router.state.top == .forgotPassword, let forgotPasswordViewModel {
      return .forgotPassword(forgotPasswordViewModel)
    }
    return .signIn(signInViewModel)
  }
}

extension AuthCoordinator: SignInNavigating {
  /// Ends the flow with the new session.
  public func signInSucceeded(with session: Session) {
    finish(with: session)
  }

  /// Pushes the forgot-password screen.
  public func forgotPasswordRequested() {
    let viewModel = ForgotPasswordViewModel(resets: services.passwordResets)
    viewModel.navigation = self
    forgotPasswordViewModel = viewModel
    router.push(.forgotPassword) { [weak self] in self?.forgotPasswordViewModel = nil }
  }
}

extension AuthCoordinator: ForgotPasswordNavigating {
  /// Tells the sign-in screen where the link went; the confirmation stays on screen.
  public func passwordResetRequested(for email: String) {
    signInViewModel.notice = "A reset link was sent to \(email)."
  }
}
