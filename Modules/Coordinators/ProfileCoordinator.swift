import Navigation
import ProfileFeature
import Services

/// The Profile tab: who is signed in at its root, the settings pushed on its own stack.
/// Finishes with `.signedOut` when the user signs out: the Profile screen's sign-out event
/// is the app's one way to sign out, whoever sends it.
@MainActor
public final class ProfileCoordinator: FlowCoordinator<ProfileCoordinator.Outcome, Never>,
  Coordinator
{
  /// How the Profile tab's flow finished.
  public enum Outcome: Hashable, Sendable {
    /// The user signed out.
    case signedOut
  }

  /// The Profile screen's model, alive as long as the tab.
  public let viewModel: ProfileViewModel
  /// The settings flow, while its screen is on the stack.
  public private(set) var settings: SettingsCoordinator?

  private let user: User
  private let sorting: RecipeSorting
  private let router: any AppRouter
  private let services: AppServices

  /// Creates the tab for `session`, whose settings change `sorting`.
  public init(
    session: Session, sorting: RecipeSorting, router: any AppRouter, services: AppServices
  ) {
    user = session.user
    self.sorting = sorting
    self.router = router
    self.services = services
    viewModel = ProfileViewModel(session: session)
    super.init()
    viewModel.navigation = self
  }

  /// The profile screen.
  public override var screens: [String] { ["profile"] }

  /// The profile is the root the signed-in flow shows; nothing is pushed at the start.
  public func start() {}

  /// The screen of route `id`, if the settings own it.
  public func screen(for id: RouteID) -> Screen? {
    settings?.screen(for: id)
  }

  /// Shows `state`, a Profile state: the settings pushed or not.
  public func show(_ state: AppState, cause: TraceCause) -> LinkOutcome {
    let wantsSettings = state.stack == [.settings]
    if !wantsSettings, !router.path.isEmpty { router.popToRoot() }
    if wantsSettings, router.path.isEmpty { startSettings(cause: cause) }
    return .opened
  }

  /// Lets go of the settings flow once it is released.
  public override func childReleased(_ child: any CoordinatorNode) {
    if child === settings { settings = nil }
  }

  private func startSettings(cause: TraceCause) {
    decide(FlowEvent.settingsRequested, cause: cause, FlowDecision.startSettingsFlow)
    let flow = SettingsCoordinator(
      user: user, sorting: sorting, router: router, services: services)
    settings = flow
    startChild(flow)
  }
}

extension ProfileCoordinator: ProfileNavigating {
  /// Pushes the settings.
  public func settingsRequested() {
    guard settings == nil else { return }
    startSettings(cause: .viewModel("ProfileViewModel"))
  }

  /// Finishes the tab's flow with `.signedOut`; the signed-in flow passes it up.
  public func signOutRequested() async {
    decide(
      FlowEvent.signOutRequested, cause: .viewModel("ProfileViewModel"),
      FlowDecision.finishSignedOut)
    await finish(with: .signedOut)
  }
}
