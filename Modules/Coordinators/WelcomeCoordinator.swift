import AuthFeature
import Navigation
import Services

/// The welcome in the global slot over the tabs. Finishes when the user continues; a dismissal
/// by the platform (back, Escape, a swipe) ends it without a result. The app records that the
/// user saw it when it opens, so however it closes it does not come back.
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

  /// The flow ends when its modal is dismissed.
  public override var endsWithItsScreens: Bool { true }

  /// Fills the global slot with the welcome.
  public func start() {
    if slot.present(.welcome, over: nil, model: viewModel, owner: self) == nil { end() }
  }
}

extension WelcomeCoordinator: WelcomeNavigating {
  /// The user continues: the welcome finishes, which empties the slot.
  public func welcomeFinished() {
    finish(with: ())
  }
}
