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
  public enum Outcome: Hashable, Sendable, CustomStringConvertible {
    /// Someone signed in: the same user gets everything back, another starts fresh.
    case signedIn(Session)
    /// The user gave up: the app signs out.
    case signedOut

    /// `signedIn(USER)` or `signedOut`, as a trace says it.
    public var description: String {
      switch self {
      case .signedIn(let session): "signedIn(\(session.user.name))"
      case .signedOut: "signedOut"
      }
    }
  }

  /// The sign-in screen's model, with a notice that the session expired.
  public let viewModel: SignInViewModel

  private let slot: ModalSlot

  /// Creates the flow in the global `slot`, signing in through `services.auth`.
  public init(slot: ModalSlot, services: AppServices) {
    self.slot = slot
    viewModel = SignInViewModel(auth: services.auth, isCancellable: true)
    viewModel.notice = .sessionExpired
    super.init()
    viewModel.navigation = self
  }

  /// The flow ends when its modal is dismissed.
  public override var endsWithItsScreens: Bool { true }

  /// Fills the global slot with the sign-in modal.
  public func start() {
    if slot.present(.signIn, over: nil, model: viewModel, owner: self) == nil { end() }
  }
}

extension SignInAgainCoordinator: SignInNavigating {
  /// Finishes with the new session.
  public func signInSucceeded(with session: Session) {
    finish(with: .signedIn(session))
  }

  /// The user gave up: finish with `.signedOut`, which empties the slot.
  public func signInCancelled() {
    finish(with: .signedOut)
  }
}
