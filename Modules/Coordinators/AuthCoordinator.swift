import AuthFeature
import Navigation
import Services

/// The signed-out flow: sign-in at the root of the signed-out stack, with a forgot-password
/// flow pushed over it. Finishes with the session once the user has signed in.
///
/// It sends a reset link itself when the forgot-password screen asks, as work of this flow:
/// a link sent after the user went back to sign-in is still announced there.
@MainActor
public final class AuthCoordinator: FlowCoordinator<Session, Never>, Coordinator {
  /// The sign-in screen's model, alive as long as the flow.
  public let signInViewModel: SignInViewModel
  /// The forgot-password flow, while its screen is on the stack.
  public private(set) var forgotPasswordFlow: ForgotPasswordCoordinator?

  private let stack: SignedOutStack
  private let services: AppServices

  /// Creates the flow on `stack`; `notice` is shown on the sign-in screen.
  public init(stack: SignedOutStack, services: AppServices, notice: SignInNotice? = nil) {
    self.stack = stack
    self.services = services
    signInViewModel = SignInViewModel(auth: services.auth)
    signInViewModel.notice = notice
    super.init()
    signInViewModel.navigation = self
  }

  /// The sign-in screen.
  public override var screens: [String] { ["signIn"] }

  /// The signed-out stack.
  public override var stackName: String? { stack.name }

  /// Sign-in is the stack's root; the app has put it on screen.
  public func start() {}

  /// Shows `state`, a signed-out state, reusing the screens already shown.
  public func show(_ state: AppState, cause: TraceCause) {
    guard case .signIn(let target) = state.place else { return }
    let wantsForgotPassword = target == [.forgotPassword]
    if !wantsForgotPassword, !stack.path.isEmpty { stack.keep([]) }
    if wantsForgotPassword, stack.path.isEmpty { startForgotPassword(cause: cause) }
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
    guard mayAct else { return }
    decide(FlowEvent.forgotPasswordRequested, cause: cause, FlowDecision.startForgotPasswordFlow)
    let flow = ForgotPasswordCoordinator(stack: stack)
    let source = TraceCause.child(flow.name)
    let started = startChild(
      flow,
      onEvent: { [weak self, weak flow] event in
        guard let self else { return }
        switch event {
        case .resetRequested(let email): sendReset(to: email, asked: flow, cause: source)
        }
      })
    if started { forgotPasswordFlow = flow }
  }

  /// Sends the link as this flow's work; then the forgot-password screen leaves and sign-in
  /// says where it went, or the screen, if still shown, says why it could not.
  private func sendReset(
    to email: String, asked flow: ForgotPasswordCoordinator?, cause: TraceCause
  ) {
    decide(FlowEvent.passwordResetRequested, cause: cause, FlowDecision.sendThenShowSignIn)
    perform { [weak self, weak flow] in
      guard let self else { return }
      do throws(ServiceError) {
        try await services.passwordResets.requestReset(for: email)
      } catch {
        flow?.viewModel.sendFailed(reason: error.message)
        return
      }
      signInViewModel.notice = .resetLinkSent(to: email)
      flow?.end()
    }
  }
}

extension AuthCoordinator: SignInNavigating {
  /// Ends the flow with the new session.
  public func signInSucceeded(with session: Session) {
    decide(
      FlowEvent.signInSucceeded(user: session.user.name), cause: .viewModel("SignInViewModel"),
      FlowDecision.finishWithSession)
    finish(with: session)
  }

  /// Sign-in is the root of the signed-out app: there is nothing to cancel to.
  public func signInCancelled() {}

  /// Starts the forgot-password flow; its result comes back to the sign-in screen.
  public func forgotPasswordRequested() {
    guard forgotPasswordFlow == nil else { return }
    startForgotPassword(cause: .viewModel("SignInViewModel"))
  }
}
