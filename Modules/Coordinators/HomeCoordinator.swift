import Navigation
import Services

/// The signed-in flow: one flow per tab, each given its own typed stack — Recipes and
/// Favourites (recipe lists), Pantry and Profile — and the recipe order they all share.
/// Reports `.signOutRequested` when the Profile tab's sign-out event comes up; the app
/// decides.
@MainActor
public final class HomeCoordinator: FlowCoordinator<Never, HomeCoordinator.Event>, Coordinator {
  /// What the signed-in flow tells the app while it goes on.
  public enum Event: Hashable, Sendable {
    /// A screen was not pushed because the stack is full.
    case stackFull(limit: Int)
    /// The user asked to sign out.
    case signOutRequested
    /// A recipe could not be deleted, for the reason given.
    case deletionFailed(reason: String)
  }

  /// The session the flow runs under.
  public private(set) var session: Session
  /// The order every recipe list of this session follows, shared by every flow that shows one.
  public let sorting = RecipeSorting()
  /// The Recipes and Favourites tabs' flows, alive as long as the signed-in flow.
  public private(set) var tabs: [AppTab: TabCoordinator] = [:]
  /// The Pantry tab's flow.
  public private(set) var pantry: PantryCoordinator?
  /// The Profile tab's flow.
  public private(set) var profile: ProfileCoordinator?

  private let router: AppRouter
  private let services: AppServices

  /// Creates the flow for `session`; the app puts the tabs on screen before it starts.
  public init(session: Session, router: AppRouter, services: AppServices) {
    self.session = session
    self.router = router
    self.services = services
  }

  /// The tab bar.
  public override var screens: [String] { ["tab bar"] }

  /// Starts every tab's flow, each on its own stack.
  public func start() {
    for tab in [AppTab.recipes, .favorites] {
      guard let stack = router.browseStack(of: tab) else { continue }
      let flow = TabCoordinator(
        tab: tab, user: session.user, sorting: sorting, stack: stack, router: router,
        services: services)
      if startChild(flow, onEvent: { [weak self] event in self?.tabReported(event) }) {
        tabs[tab] = flow
      }
    }
    let pantry = PantryCoordinator(user: session.user, stack: router.pantry, services: services)
    if startChild(pantry) { self.pantry = pantry }
    let profile = ProfileCoordinator(
      session: session, sorting: sorting, stack: router.profile, services: services)
    let source = TraceCause.child(profile)
    let started = startChild(
      profile,
      onEvent: { [weak self] event in
        guard let self, event == .signOutRequested else { return }
        decide(FlowEvent.signOutRequested, cause: source, FlowDecision.passSignOutUp)
        report(.signOutRequested)
      })
    if started { self.profile = profile }
  }

  /// Loads the user's saved settings into the shared order, and returns them.
  /// - Throws: the store's error; the default order then stays in force.
  public func loadSettings() async throws(ServiceError) -> UserSettings {
    let settings = try await services.settings.settings(of: session.user)
    sorting.order = settings.order
    return settings
  }

  /// The tab on screen.
  public var selectedTab: AppTab { router.tab ?? .recipes }

  /// The screen at the root of the tab on screen.
  public var rootScreen: Screen? { rootScreen(of: selectedTab) }

  /// The screen at the root of `tab`.
  public func rootScreen(of tab: AppTab) -> Screen? {
    switch tab {
    case .recipes, .favorites: tabs[tab]?.rootScreen
    case .pantry: pantry.map { .pantry($0.list) }
    case .profile: profile.map { .profile($0.viewModel) }
    }
  }

  /// Whether a sheet, an alert or the global slot interrupts the journey. A presentation
  /// takes only its own exits, so the tab bar and signing out wait until it closes; this is
  /// the one place that says so.
  public var isInterrupted: Bool {
    router.showsPresentation || router.modal.current != nil
  }

  /// Whether every tab's flow runs.
  public var runsEveryTab: Bool { tabs.count == 2 && pantry != nil && profile != nil }

  /// The same user signed in again after an expiry: everything the flow holds stays.
  public func renew(_ renewed: Session) {
    guard renewed.user == session.user else { return }
    session = renewed
    profile?.viewModel.sessionRenewed(renewed)
  }

  /// Shows `tab`, with the stack it had when it was last shown; the user asked. Nothing
  /// happens while a presentation interrupts the journey.
  public func select(_ tab: AppTab) {
    guard mayAct, !isInterrupted, router.tab != tab else { return }
    decide(FlowEvent.tabSelected(tab), cause: .user, FlowDecision.selectTab)
    router.select(tab)
  }

  /// Asks to sign out, as the Profile screen's sign-out event does, whoever sends it.
  public func signOutRequested() {
    profile?.signOutRequested()
  }

  /// Shows `state`, a signed-in state whose screens exist: selects its tab, then lets that
  /// tab's flow match its stack and presentation.
  public func show(_ state: AppState, cause: TraceCause) async -> LinkOutcome {
    guard mayAct, let target = state.tab else { return .refused(.superseded) }
    router.select(target)
    guard router.tab == target else { return .refused(.superseded) }
    switch target {
    case .recipes, .favorites:
      guard let flow = tabs[target] else { return .refused(.superseded) }
      return await flow.show(state, cause: cause)
    case .pantry:
      guard let pantry else { return .refused(.superseded) }
      return await pantry.show(state, cause: cause)
    case .profile:
      guard let profile else { return .refused(.superseded) }
      return profile.show(state, cause: cause)
    }
  }

  /// Lets go of a tab flow once it is released.
  public override func childReleased(_ child: any CoordinatorNode) {
    for (tab, flow) in tabs where flow === child { tabs[tab] = nil }
    if child === pantry { pantry = nil }
    if child === profile { profile = nil }
  }

  private func tabReported(_ event: TabCoordinator.Event) {
    switch event {
    case .recipeDeleted(let id):
      for flow in tabs.values { flow.recipeDeleted(id: id) }
    case .stackFull(let limit):
      report(.stackFull(limit: limit))
    case .deletionFailed(let reason):
      report(.deletionFailed(reason: reason))
    }
  }
}
