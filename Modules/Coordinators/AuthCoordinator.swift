import AuthFeature
import Navigation
import Services

/// The signed-out flow: sign-in at the root of the signed-out stack, forgot-password pushed over
/// it. Finishes with the session once the user has signed in. It sends a reset link itself when
/// the forgot-password screen asks, as this flow's work: a link sent after the user went back
/// to sign-in is still announced there.
@MainActor
public final class AuthCoordinator: FlowCoordinator<Session, Never>, StackFlow, Coordinator {
  /// The sign-in screen's model, alive as long as the flow.
  public let signInViewModel: SignInViewModel
  /// The signed-out stack.
  public let stack: SignedOutStack

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

  /// Sign-in is the stack's root; the app has put it on screen.
  public func start() {}

  /// Sign-in.
  public var rootScreen: any ScreenModel { signInViewModel }

  /// The model of each screen of the signed-out stack.
  public func model(for destination: SignedOutDestination) -> AnyObject {
    switch destination {
    case .forgotPassword:
      let forgot = ForgotPasswordViewModel()
      forgot.navigation = self
      return forgot
    }
  }

  /// Shows `state`, a signed-out state, reusing the screens already shown.
  public func show(_ state: AppState, cause: TraceCause) {
    guard state.tab == nil else { return }
    _ = match(SignedOutDestination.path(state.segments) ?? [], presenting: nil, cause: cause)
  }
}

extension AuthCoordinator: SignInNavigating {
  /// Finishes the flow with the new session.
  public func signInSucceeded(with session: Session) {
    finish(with: session)
  }

  /// Sign-in is the root of the signed-out app: there is nothing to cancel to.
  public func signInCancelled() {}
}

extension AuthCoordinator: ForgotPasswordNavigating {
  /// Sends the link as this flow's work; then the screen leaves and sign-in says where it went,
  /// or the screen, if still shown, says why it could not.
  public func passwordResetRequested(for email: String, on screen: ForgotPasswordViewModel) {
    decide(
      "passwordResetRequested", cause: .viewModel(ForgotPasswordViewModel.self),
      Decision.sendThenShowSignIn)
    perform { [weak self, weak screen] in
      guard let self else { return }
      do throws(ServiceError) {
        try await services.passwordResets.requestReset(for: email)
      } catch {
        screen?.sendFailed(error)
        return
      }
      signInViewModel.notice = .resetLinkSent(to: email)
      if let screen, let route = stack.route(showing: screen) { stack.remove(route) }
    }
  }
}
