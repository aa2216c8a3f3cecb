import Navigation
import ProfileFeature
import Services

/// The Profile tab: who is signed in at its root, and the settings pushed over it on its own
/// stack. It makes each screen's model, with the services it needs, and pushes it with its
/// route; when the user goes back, the stack lets the model go. The sign-out event is passed
/// up: the app decides.
@MainActor
public final class ProfileCoordinator: FlowCoordinator<Never, TabEvent>, TabFlow {
  /// The Profile screen's model, alive as long as the tab.
  public let viewModel: ProfileViewModel
  /// The tab's own stack.
  public let stack: ProfileStack

  private let user: User
  private let listing: RecipeListing
  private let services: AppServices

  /// Creates the tab for `session`, whose settings change `listing`, pushing onto `stack`.
  public init(
    session: Session, listing: RecipeListing, stack: ProfileStack, services: AppServices
  ) {
    user = session.user
    self.listing = listing
    self.stack = stack
    self.services = services
    viewModel = ProfileViewModel(session: session)
    super.init()
    viewModel.navigation = self
  }

  /// The profile is the stack's root; nothing is pushed at the start.
  public func start() {}

  /// The profile.
  public var rootScreen: any ScreenModel { viewModel }

  /// The model of each screen of the Profile stack: the compiler points here when
  /// `ProfileDestination` gains a case.
  public func model(for destination: ProfileDestination) -> AnyObject {
    switch destination {
    case .settings: SettingsViewModel(user: user, store: services.settings, listing: listing)
    }
  }

  /// Shows `state`, a Profile state: the profile alone, or the screens it names over it.
  public func show(_ state: AppState, cause: TraceCause) async -> LinkOutcome {
    guard case .profile(let target) = state.place else { return .refused(.superseded) }
    return match(target, presenting: nil, cause: cause) ? .opened : .refused(.superseded)
  }

  /// No screen of the Profile shows a recipe.
  public func recipeDeleted(_ id: String) {}
}

extension ProfileCoordinator: ProfileNavigating {
  /// Passes the sign-out up: the app decides.
  public func signOutRequested() {
    report(.signOutRequested)
  }
}
