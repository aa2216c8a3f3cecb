import Navigation
import ProfileFeature
import Services

/// The settings pushed on the Profile stack. Changing the order changes the shared
/// `RecipeSorting`, so every recipe list follows at once; ends when its screen leaves.
@MainActor
public final class SettingsCoordinator: FlowCoordinator<Never, Never>, Coordinator {
  /// The settings screen's model.
  public let viewModel: SettingsViewModel

  private let router: any AppRouter

  /// Creates the settings of `user`, changing `sorting`.
  public init(user: User, sorting: RecipeSorting, router: any AppRouter, services: AppServices) {
    self.router = router
    viewModel = SettingsViewModel(user: user, store: services.settings, sorting: sorting)
  }

  /// The settings screen.
  public override var screens: [String] { ["settings"] }

  /// Pushes the settings; when they leave the stack, the flow ends.
  public func start() {
    router.push(.settings, owner: self)
  }

  /// The screen of route `id`, if it is the settings'.
  public func screen(for id: RouteID) -> Screen? {
    routes.contains(id) ? .settings(viewModel) : nil
  }
}
