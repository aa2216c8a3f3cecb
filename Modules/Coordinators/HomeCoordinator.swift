import Navigation
import Observation
import Services

/// The signed-in flow: one flow per tab, each given its own typed stack, and the recipe listing
/// they all share. It passes up what its tabs report (a sign-out, a notice); the app decides.
@MainActor
@Observable
public final class HomeCoordinator: FlowCoordinator<Never, HomeCoordinator.Event>, Coordinator {
  /// What the signed-in flow tells the app while it goes on.
  public enum Event: Hashable, Sendable {
    /// The user asked to sign out.
    case signOutRequested
    /// Something to tell the user that no screen says.
    case notice(AppNotice)
  }

  /// The session the flow runs under.
  public private(set) var session: Session
  /// How every recipe screen of this session lists recipes: its order and what was deleted.
  public let listing = RecipeListing()
  /// Each tab's flow, in the order of `AppTab.allCases`, made as ``AppTab/flow`` says.
  public let tabs: [any TabFlow]

  @ObservationIgnored private let router: AppRouter

  /// Creates the flow for `session`, and every tab's; the app puts the tabs on screen before
  /// it starts.
  public init(session: Session, router: AppRouter, services: AppServices) {
    self.session = session
    self.router = router
    tabs = AppTab.allCases.map { [listing] tab in
      tab.flow.init(
        TabContext(
          tab: tab, session: session, listing: listing, router: router, services: services))
    }
    super.init()
  }

  /// Starts every tab's flow.
  public func start() {
    for flow in tabs { startTab(flow) }
  }

  private func startTab(_ flow: some TabFlow) {
    startChild(flow, onEvent: { [weak self] event in self?.tabReported(event) })
  }

  /// The flow of `tab`.
  public func flow(of tab: AppTab) -> any TabFlow {
    tabs[AppTab.allCases.firstIndex(of: tab) ?? 0]
  }

  /// The flow of the tab on screen.
  public var shownFlow: any TabFlow { flow(of: router.tab ?? .recipes) }

  /// Loads the user's saved settings into the shared listing, and returns them.
  /// - Throws: the store's error; the default order then stays in force.
  public func loadSettings(from store: any SettingsStore) async throws(ServiceError) -> UserSettings
  {
    let settings = try await store.settings(of: session.user)
    listing.order = settings.order
    return settings
  }

  /// The same user signed in again after an expiry: everything the flow holds stays.
  public func renew(_ renewed: Session) {
    guard renewed.user == session.user else { return }
    session = renewed
    for flow in tabs { flow.sessionRenewed(renewed) }
  }

  /// Shows `tab`, with the stack it had when it was last shown, as the user asked; nothing
  /// happens while a presentation interrupts the journey.
  public func select(_ tab: AppTab) {
    guard !isFinished, !router.isInterrupted else { return }
    router.select(tab)
  }

  /// Asks to sign out, as the Profile screen's sign-out event does, whoever sends it.
  public func signOutRequested() {
    tabReported(.signOutRequested)
  }

  /// Shows `state`, a signed-in state whose screens exist: selects its tab, then lets that
  /// tab's flow match its stack and presentation.
  public func show(_ state: AppState, cause: TraceCause) async -> LinkOutcome {
    guard !isFinished, let tab = state.tab else { return .refused(.superseded) }
    router.select(tab)
    guard router.tab == tab else { return .refused(.superseded) }
    return await flow(of: tab).show(state, cause: cause)
  }

  private func tabReported(_ event: TabEvent) {
    switch event {
    case .signOutRequested: report(.signOutRequested)
    case .notice(let notice): report(.notice(notice))
    case .recipeDeleted(let id):
      listing.recipeDeleted(id)
      for flow in tabs { flow.recipeDeleted(id) }
    }
  }
}
