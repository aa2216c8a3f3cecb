import AuthFeature
import Navigation
import Services

/// Signing in again after the session expired, in the global slot over the preserved tabs.
/// Finishes with the new session, or with `.signedOut` when the user gives up.
@MainActor
public final class SignInAgainCoordinator: FlowCoordinator<SignInAgainCoordinator.Outcome, Never>,
  Coordinator
{
  /// How signing in again ended.
  public enum Outcome: Hashable, Sendable {
    /// Someone signed in: the same user gets everything back, another starts fresh.
    case signedIn(Session)
    /// The user gave up: the app signs out.
    case signedOut
  }

  /// The sign-in screen's model, with a notice that the session expired.
  public let viewModel: SignInViewModel
  /// The user whose session expired.
  public let expiredUser: User

  private let slot: ModalSlot

  /// Creates the flow for `expiredUser` in the global `slot`, signing in through
  /// `services.auth`.
  public init(expiredUser: User, slot: ModalSlot, services: AppServices) {
    self.expiredUser = expiredUser
    self.slot = slot
    viewModel = SignInViewModel(auth: services.auth, isCancellable: true)
    viewModel.notice = .sessionExpired
    super.init()
    viewModel.navigation = self
  }

  /// The sign-in modal.
  public override var screens: [String] { ["signIn (modal)"] }

  /// The global slot.
  public override var stackName: String? { slot.name }

  /// Fills the global slot with the sign-in modal.
  public func start() {
    if slot.present(.signIn, owner: self) == nil { end() }
  }

  /// The screen of route `id`, if it is this modal's.
  public func screen(for id: RouteID) -> Screen? {
    routes.contains(id) ? .signIn(viewModel) : nil
  }
}

extension SignInAgainCoordinator: SignInNavigating {
  /// Finishes with the new session; returns once the app has acted on it.
  public func signInSucceeded(with session: Session) {
    decide(
      FlowEvent.signInSucceeded(user: session.user.name), cause: .viewModel("SignInViewModel"),
      FlowDecision.finishWithSession)
    finish(with: .signedIn(session))
  }

  /// Resetting a password waits until the user is out of the modal.
  public func forgotPasswordRequested() {}

  /// The user gave up: finish with `.signedOut`, which empties the slot.
  public func signInCancelled() {
    decide(
      FlowEvent.signInAgainDismissed, cause: .viewModel("SignInViewModel"),
      FlowDecision.finishSignedOut)
    finish(with: .signedOut)
  }
}
