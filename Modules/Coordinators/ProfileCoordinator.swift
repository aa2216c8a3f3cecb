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

  /// Creates the Profile tab of `context`, whose settings change its listing, with a stack
  /// of its own.
  public init(_ context: TabContext) {
    (user, listing, services) = (context.session.user, context.listing, context.services)
    stack = context.makeStack()
    viewModel = ProfileViewModel(session: context.session)
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

  /// The profile shows the renewed session.
  public func sessionRenewed(_ session: Session) {
    viewModel.sessionRenewed(session)
  }
}

extension ProfileCoordinator: ProfileNavigating {
  /// Passes the sign-out up: the app decides.
  public func signOutRequested() {
    report(.signOutRequested)
  }
}
