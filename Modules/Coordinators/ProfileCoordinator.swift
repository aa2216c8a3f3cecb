import Navigation
import ProfileFeature
import Services

/// The Profile tab: who is signed in at its root, the settings pushed on its own stack.
/// Reports `.signOutRequested` when the user signs out: the Profile screen's sign-out event
/// is the app's one way to sign out, whoever sends it, and the app decides.
@MainActor
public final class ProfileCoordinator: FlowCoordinator<Never, ProfileCoordinator.Event>,
  Coordinator
{
  /// What the Profile tab tells the signed-in flow.
  public enum Event: Hashable, Sendable {
    /// The user asked to sign out.
    case signOutRequested
  }

  /// The Profile screen's model, alive as long as the tab.
  public let viewModel: ProfileViewModel

  private let user: User
  private let sorting: RecipeSorting
  private let stack: ProfileStack
  private let services: AppServices

  /// Creates the tab for `session`, whose settings change `sorting`, pushing onto `stack`.
  public init(
    session: Session, sorting: RecipeSorting, stack: ProfileStack, services: AppServices
  ) {
    user = session.user
    self.sorting = sorting
    self.stack = stack
    self.services = services
    viewModel = ProfileViewModel(session: session)
    super.init()
    viewModel.navigation = self
  }

  /// The profile screen.
  public override var screens: [String] { ["profile"] }

  /// The tab's own stack.
  public override var stackName: String? { stack.name }

  /// The profile is the stack's root; nothing is pushed at the start.
  public func start() {}

  /// Shows `state`, a Profile state: the profile alone, or the screen it names over it.
  public func show(_ state: AppState, cause: TraceCause) -> LinkOutcome {
    guard case .profile(let target) = state.place else { return .refused(.superseded) }
    guard stack.path.map(\.destination) != target else { return .opened }
    if !stack.path.isEmpty { stack.keep([]) }
    guard let destination = target.first else { return .opened }
    return push(destination, cause: cause) ? .opened : .refused(.superseded)
  }

  /// Pushes `destination` over the profile, one at a time, by starting the flow that owns it;
  /// the compiler points here when `ProfileDestination` gains a case.
  @discardableResult
  private func push(_ destination: ProfileDestination, cause: TraceCause) -> Bool {
    guard mayAct, stack.path.isEmpty else { return false }
    switch destination {
    case .settings:
      return start(
        SettingsCoordinator(user: user, sorting: sorting, stack: stack, services: services),
        cause: cause)
    }
  }

  private func start<Flow: FlowCoordinator<Never, Never> & Coordinator>(
    _ flow: Flow, cause: TraceCause
  ) -> Bool {
    decide(FlowEvent.requested(Flow.self), cause: cause, FlowDecision.start(Flow.self))
    return startChild(flow)
  }
}

extension ProfileCoordinator: ProfileNavigating {
  /// Pushes the settings.
  public func settingsRequested() {
    push(.settings, cause: .viewModel(ProfileViewModel.self))
  }

  /// Passes the sign-out up: the app decides.
  public func signOutRequested() {
    decide(
      FlowEvent.signOutRequested, cause: .viewModel(ProfileViewModel.self),
      FlowDecision.passSignOutUp)
    report(.signOutRequested)
  }
}
