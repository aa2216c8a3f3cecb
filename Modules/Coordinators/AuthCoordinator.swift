import AuthFeature
import Navigation
import Services

/// The signed-out flow: sign-in, with a forgot-password flow pushed over it. Finishes with
/// the session once the user has signed in.
@MainActor
public final class AuthCoordinator: FlowCoordinator<Session, Never>, Coordinator {
  /// The sign-in screen's model, alive as long as the flow.
  public let signInViewModel: SignInViewModel
  /// The forgot-password flow, while its screen is on the stack.
  public private(set) var forgotPasswordFlow: ForgotPasswordCoordinator?

  private let router: any AppRouter
  private let services: AppServices

  /// Creates the flow; `notice` is shown on the sign-in screen.
  public init(router: any AppRouter, services: AppServices, notice: SignInNotice? = nil) {
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
  public func start() {
    router.setRoot(.signIn)
  }

  /// Shows `state`, a signed-out state, reusing the screens already shown.
  public func show(_ state: AppState, cause: TraceCause) {
    let wantsForgotPassword = state.stack == [.forgotPassword]
    if !wantsForgotPassword, !router.path.isEmpty { router.popToRoot() }
    if wantsForgotPassword, router.path.isEmpty { startForgotPassword(cause: cause) }
  }

  /// The screen of route `id`, if this flow owns it.
  public func screen(for id: RouteID) -> Screen? {
    forgotPasswordFlow?.screen(for: id)
  }

  /// Lets go of the forgot-password flow once it is released.
  public override func childReleased(_ child: any CoordinatorNode) {
    if child === forgotPasswordFlow { forgotPasswordFlow = nil }
  }

  private func startForgotPassword(cause: TraceCause) {
    decide(FlowEvent.forgotPasswordRequested, cause: cause, FlowDecision.startForgotPasswordFlow)
    let flow = ForgotPasswordCoordinator(router: router, resets: services.passwordResets)
    forgotPasswordFlow = flow
    startChild(
      flow,
      onFinish: { [weak self] outcome in
        guard let self, case .linkSent(let email) = outcome else { return }
        signInViewModel.notice = .resetLinkSent(to: email)
      })
  }
}

extension AuthCoordinator: SignInNavigating {
  /// Ends the flow with the new session; returns once the parent has acted on it.
  public func signInSucceeded(with session: Session) async {
    decide(
      FlowEvent.signInSucceeded(user: session.user.name), cause: .viewModel("SignInViewModel"),
      FlowDecision.finishWithSession)
    await finish(with: session)
  }

  /// Sign-in is the root of the signed-out app: there is nothing to cancel to.
  public func signInCancelled() async {}

  /// Starts the forgot-password flow; its result comes back to the sign-in screen.
  public func forgotPasswordRequested() {
    guard forgotPasswordFlow == nil else { return }
    startForgotPassword(cause: .viewModel("SignInViewModel"))
  }
}
