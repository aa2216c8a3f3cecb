import AuthFeature
import Navigation
import Services

/// The welcome in the global slot over the tabs. Finishes when the user continues; a
/// dismissal ("back") ends it the same way, without a result.
@MainActor
public final class WelcomeCoordinator: FlowCoordinator<Void, Never>, Coordinator {
  /// The welcome's model.
  public let viewModel: WelcomeViewModel

  private let router: any AppRouter

  /// Creates the welcome for `user`.
  public init(user: User, router: any AppRouter) {
    self.router = router
    viewModel = WelcomeViewModel(user: user)
    super.init()
    viewModel.navigation = self
  }

  /// The welcome modal.
  public override var screens: [String] { ["welcome (modal)"] }

  /// Fills the global slot with the welcome.
  public func start() {
    router.presentModal(.welcome, owner: self)
  }

  /// The screen of route `id`, if it is this modal's.
  public func screen(for id: RouteID) -> Screen? {
    routes.contains(id) ? .welcome(viewModel) : nil
  }
}

extension WelcomeCoordinator: WelcomeNavigating {
  /// The user continues: the welcome finishes, which empties the slot.
  public func welcomeFinished() async {
    decide(
      FlowEvent.welcomeFinished, cause: .viewModel("WelcomeViewModel"),
      FlowDecision.finishAndEmptyTheSlot)
    await finish(with: ())
  }
}
