import AuthFeature
import Navigation
import Services

/// The signed-out flow: sign-in, with a forgot-password flow pushed over it. Finishes with
/// the session once the user has signed in.
@MainActor
public final class AuthCoordinator: FlowCoordinator<Session> {
  /// The sign-in screen's model, alive as long as the flow.
  public let signInViewModel: SignInViewModel
  /// The forgot-password flow, while its screen is on the stack.
  public var forgotPasswordFlow: ForgotPasswordCoordinator? {
    children.lazy.compactMap { $0 as? ForgotPasswordCoordinator }.first
  }

  private let router: any AppRouter
  private let services: AppServices

  /// Creates the flow; `notice` is shown on the sign-in screen.
  public init(router: any AppRouter, services: AppServices, notice: String? = nil) {
    self.router = router
    self.services = services
    signInViewModel = SignInViewModel(auth: services.auth)
    signInViewModel.notice = notice
    super.init()
    signInViewModel.navigation = self
  }

  /// The sign-in screen.
  public override var screens: [String] { ["signIn"] }

  /// Shows the sign-in screen as the new root.
  public override func start() {
    router.setRoot(.signIn)
  }

  /// Shows `state`, a signed-out state, reusing the screens already shown.
  public func show(_ state: AppState) {
    let wantsForgotPassword = state.stack == [.forgotPassword]
    if !wantsForgotPassword, !router.state.stack.isEmpty { router.popToRoot() }
    if wantsForgotPassword, router.state.stack.isEmpty { forgotPasswordRequested() }
  }

  /// The screen model behind the top of the router's stack.
  public var visibleScreen: Screen {
    if let forgotPasswordFlow { return .forgotPassword(forgotPasswordFlow.viewModel) }
    return .signIn(signInViewModel)
  }
}

extension AuthCoordinator: SignInNavigating {
  /// Ends the flow with the new session.
  public func signInSucceeded(with session: Session) {
    decide(
      "signInSucceeded(\(session.user.name))", from: "SignInViewModel", "finish with the session")
    finish(with: session)
  }

  /// Starts the forgot-password flow; its result comes back to the sign-in screen.
  public func forgotPasswordRequested() {
    decide("forgotPasswordRequested", from: "SignInViewModel", "start a forgot-password flow")
    let flow = ForgotPasswordCoordinator(router: router, resets: services.passwordResets)
    startChild(flow) { [weak self] outcome in
      if case .linkSent(let email) = outcome {
        self?.signInViewModel.notice = "A reset link was sent to \(email)."
      }
    }
  }
}
