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
  /// The settings flow, while its screen is on the stack.
  public private(set) var settings: SettingsCoordinator?

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

  /// The screen of route `id`, if the settings own it.
  public func screen(for id: RouteID) -> Screen? {
    settings?.screen(for: id)
  }

  /// Shows `state`, a Profile state: the settings pushed or not.
  public func show(_ state: AppState, cause: TraceCause) -> LinkOutcome {
    guard case .profile(let target) = state.place else { return .refused(.superseded) }
    let wantsSettings = target == [.settings]
    if !wantsSettings, !stack.path.isEmpty { stack.keep([]) }
    if wantsSettings, stack.path.isEmpty, !startSettings(cause: cause) {
      return .refused(.superseded)
    }
    return .opened
  }

  /// Lets go of the settings flow once it is released.
  public override func childReleased(_ child: any CoordinatorNode) {
    if child === settings { settings = nil }
  }

  @discardableResult
  private func startSettings(cause: TraceCause) -> Bool {
    guard mayAct else { return false }
    decide(FlowEvent.settingsRequested, cause: cause, FlowDecision.startSettingsFlow)
    let flow = SettingsCoordinator(user: user, sorting: sorting, stack: stack, services: services)
    let started = startChild(flow)
    if started { settings = flow }
    return started
  }
}

extension ProfileCoordinator: ProfileNavigating {
  /// Pushes the settings.
  public func settingsRequested() {
    guard settings == nil else { return }
    startSettings(cause: .viewModel("ProfileViewModel"))
  }

  /// Passes the sign-out up: the app decides.
  public func signOutRequested() {
    decide(
      FlowEvent.signOutRequested, cause: .viewModel("ProfileViewModel"),
      FlowDecision.passSignOutUp)
    report(.signOutRequested)
  }
}
