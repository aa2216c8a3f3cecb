import Navigation
import Services

/// The signed-in flow: a tab container with Recipes and Favourites, each tab a child flow
/// with its own stack. Finishes with `.signedOut` when the user signs out.
@MainActor
public final class HomeCoordinator: FlowCoordinator<HomeCoordinator.Outcome> {
  /// How the signed-in flow ended.
  public enum Outcome: Hashable, Sendable {
    /// The user signed out.
    case signedOut
  }

  /// The session the flow runs under.
  public let session: Session
  /// The tab flows, one per tab, alive as long as the signed-in flow: its children.
  public var tabs: [AppTab: TabCoordinator] {
    Dictionary(uniqueKeysWithValues: tabFlows.map { ($0.tab, $0) })
  }

  private var tabFlows: [TabCoordinator] { children.compactMap { $0 as? TabCoordinator } }

  private let router: any AppRouter
  private let services: AppServices

  /// Creates the flow for `session`.
  public init(session: Session, router: any AppRouter, services: AppServices) {
    self.session = session
    self.router = router
    self.services = services
  }

  /// The tab bar.
  public override var screens: [String] { ["tab bar"] }

  /// Starts both tabs and shows Recipes.
  public override func start() {
    for tab in AppTab.allCases {
      let flow = TabCoordinator(
        tab: tab, user: session.user, router: router, services: services,
        onRecipeDeleted: { [weak self] id in self?.recipeDeleted(id) })
      startChild(flow) { _ in }
    }
    router.setRoot(AppDestinations.initialRoot(of: .recipes))
  }

  /// The tab on screen.
  public var selectedTab: AppTab { router.state.tab ?? .recipes }

  /// The screen model on top of the selected tab.
  public var visibleScreen: Screen { tab(selectedTab).visibleScreen }

  /// Shows `tab`, with the stack it had when it was last shown.
  public func select(_ tab: AppTab) {
    guard router.state.tab != tab else { return }
    decide("tab \(tab.rawValue)", from: "the user", "select the tab; its stack comes back")
    router.selectTab(tab)
  }

  /// Shows `state`, a signed-in state whose recipes exist: selects its tab, then lets that
  /// tab match the stack and the presentation.
  public func show(_ state: AppState) async {
    guard let target = state.tab else { return }
    if router.state.tab != target { router.selectTab(target) }
    await tab(target).show(state)
  }

  /// Ends the signed-in flow at the user's request.
  public func signOut() {
    decide("logout", from: "the user", "finish with .signedOut")
    finish(with: .signedOut)
  }

  private func tab(_ tab: AppTab) -> TabCoordinator {
    guard let flow = tabFlows.first(where: { $0.tab == tab }) else {
      preconditionFailure("HomeCoordinator used before start() or after it ended")
    }
    return flow
  }

  private func recipeDeleted(_ id: String) {
    for flow in tabFlows { flow.recipeDeleted(id: id) }
  }
}
