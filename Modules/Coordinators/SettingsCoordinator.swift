import Navigation
import ProfileFeature
import Services

/// The settings pushed on the Profile stack. Changing the order changes the shared
/// `RecipeSorting`, so every recipe list follows at once; ends when its screen leaves.
@MainActor
public final class SettingsCoordinator: FlowCoordinator<Never, Never>, Coordinator {
  /// The settings screen's model.
  public let viewModel: SettingsViewModel

  private let stack: ProfileStack

  /// Creates the settings of `user`, changing `sorting`, pushed on `stack`.
  public init(user: User, sorting: RecipeSorting, stack: ProfileStack, services: AppServices) {
    self.stack = stack
    viewModel = SettingsViewModel(user: user, store: services.settings, sorting: sorting)
  }

  /// The settings screen.
  public override var screens: [String] { ["settings"] }

  /// Pushes the settings; when they leave the stack, the flow ends.
  public func start() {
    if stack.push(.settings, owner: self) == nil { end() }
  }

  /// The screen of route `id`, if it is the settings'.
  public func screen(for id: RouteID) -> Screen? {
    routes.contains(id) ? .settings(viewModel) : nil
  }
}
