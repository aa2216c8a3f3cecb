import Navigation
import Services

/// The signed-in flow: one flow per tab, each with its own stack — Recipes and Favourites
/// (recipe lists), Pantry and Profile — and the recipe order they all share. Finishes with
/// `.signedOut` when the Profile tab's sign-out event comes up.
@MainActor
public final class HomeCoordinator: FlowCoordinator<HomeCoordinator.Outcome, HomeCoordinator.Event>,
  Coordinator
{
  /// How the signed-in flow finished.
  public enum Outcome: Hashable, Sendable {
    /// The user signed out.
    case signedOut
  }

  /// What the signed-in flow tells the app while it goes on.
  public enum Event: Hashable, Sendable {
    /// A screen was not pushed because the stack is full.
    case stackFull(limit: Int)
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

  /// Starts every tab and shows Recipes.
  public func start() {
    for kind in [TabCoordinator.Kind.recipes, .favorites] {
      let flow = TabCoordinator(
        kind: kind, user: session.user, sorting: sorting, router: router, services: services)
      tabs[flow.tab] = flow
      startChild(flow, onEvent: { [weak self] event in self?.tabReported(event) })
    }
    let pantry = PantryCoordinator(user: session.user, router: router, services: services)
    self.pantry = pantry
    startChild(pantry)
    let profile = ProfileCoordinator(
      session: session, sorting: sorting, router: router, services: services)
    self.profile = profile
    let source = TraceCause.child(profile.name)
    startChild(
      profile,
      onFinish: { [weak self] outcome in
        guard let self, outcome == .signedOut else { return }
        decide(FlowEvent.signOutRequested, cause: source, FlowDecision.passSignOutUp)
        await finish(with: .signedOut)
      })
    router.setRoot(AppDestinations.initialRoot(of: .recipes))
  }

  /// Loads the user's saved settings into the shared order, and returns them.
  /// - Throws: the store's error; the default order then stays in force.
  public func loadSettings() async throws(ServiceError) -> UserSettings {
    let settings = try await services.settings.settings(of: session.user)
    sorting.order = settings.order
    return settings
  }

  /// The tab on screen.
  public var selectedTab: AppTab { router.state.tab ?? .recipes }

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

  /// The screen of route `id`, if one of the tabs owns it.
  public func screen(for id: RouteID) -> Screen? {
    for flow in tabs.values {
      if let screen = flow.screen(for: id) { return screen }
    }
    return pantry?.screen(for: id) ?? profile?.screen(for: id)
  }

  /// Whether a sheet, an alert or the global slot interrupts the journey. A presentation
  /// takes only its own exits, so the tab bar and signing out wait until it closes; this is
  /// the one place that says so.
  public var isInterrupted: Bool {
    let state = router.state
    return state.presented != nil || state.modal != nil
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
    guard !isFinished, !isInterrupted, router.state.tab != tab else { return }
    decide(FlowEvent.tabSelected(tab), cause: .user, FlowDecision.selectTab)
    router.selectTab(tab)
  }

  /// Shows `state`, a signed-in state whose screens exist: selects its tab, then lets that
  /// tab match the stack and the presentation.
  public func show(_ state: AppState, cause: TraceCause, attempt: LinkAttempt) async -> LinkOutcome
  {
    guard !isFinished, let target = state.tab else { return .refused(.superseded) }
    if router.state.tab != target { router.selectTab(target) }
    switch target {
    case .recipes, .favorites:
      guard let flow = tabs[target] else { return .refused(.superseded) }
      return await flow.show(state, cause: cause, attempt: attempt)
    case .pantry:
      guard let pantry else { return .refused(.superseded) }
      return await pantry.show(state, cause: cause, attempt: attempt)
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
    }
  }
}
