import AuthFeature
import Navigation
import Services

/// The welcome in the global slot over the tabs. Finishes when the user continues; a
/// dismissal ("back") ends it the same way, without a result.
@MainActor
public final class WelcomeCoordinator: FlowCoordinator<Void, Never>, Coordinator {
  /// The welcome's model.
  public let viewModel: WelcomeViewModel

  private let slot: ModalSlot

  /// Creates the welcome for `user` in the global `slot`.
  public init(user: User, slot: ModalSlot) {
    self.slot = slot
    viewModel = WelcomeViewModel(user: user)
    super.init()
    viewModel.navigation = self
  }

  /// The welcome modal.
  public override var screens: [String] { ["welcome (modal)"] }

  /// The global slot.
  public override var stackName: String? { slot.name }

  /// Fills the global slot with the welcome.
  public func start() {
    if slot.present(.welcome, owner: self) == nil { end() }
  }

  /// The screen of route `id`, if it is this modal's.
  public func screen(for id: RouteID) -> Screen? {
    routes.contains(id) ? .welcome(viewModel) : nil
  }
}

extension WelcomeCoordinator: WelcomeNavigating {
  /// The user continues: the welcome finishes, which empties the slot.
  public func welcomeFinished() {
    decide(
      FlowEvent.welcomeFinished, cause: .viewModel("WelcomeViewModel"),
      FlowDecision.finishAndEmptyTheSlot)
    finish(with: ())
  }
}
