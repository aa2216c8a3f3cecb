import HomeFeature
import Navigation
import Services

/// The signed-in flow: one tab flow per tab, each with its own stack, kept by tab. Finishes
/// with `.signedOut` when the user signs out.
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
  /// The signed-in account's model, which sends the sign-out event.
  public let account: AccountViewModel
  /// The order every recipe list of this session follows, shared by every flow that shows one.
  public let sorting = RecipeSorting()
  /// The tab flows, one per tab, alive as long as the signed-in flow.
  public private(set) var tabs: [AppTab: TabCoordinator] = [:]

  private let router: any AppRouter
  private let services: AppServices

  /// Creates the flow for `session`.
  public init(session: Session, router: any AppRouter, services: AppServices) {
    self.session = session
    self.router = router
    self.services = services
    account = AccountViewModel(session: session)
    super.init()
    account.navigation = self
  }

  /// The tab bar.
  public override var screens: [String] { ["tab bar"] }

  /// Starts every tab and shows Recipes.
  public func start() {
    for tab in AppTab.allCases {
      let flow = TabCoordinator(
        tab: tab, user: session.user, sorting: sorting, router: router, services: services)
      tabs[tab] = flow
      startChild(flow, onEvent: { [weak self] event in self?.tabReported(event) })
    }
    router.setRoot(AppDestinations.initialRoot(of: .recipes))
  }

  /// The tab on screen.
  public var selectedTab: AppTab { router.state.tab ?? .recipes }

  /// The list at the root of the tab on screen.
  public var rootScreen: Screen? { tabs[selectedTab]?.rootScreen }

  /// The screen of route `id`, if one of the tabs owns it.
  public func screen(for id: RouteID) -> Screen? {
    for flow in tabs.values {
      if let screen = flow.screen(for: id) { return screen }
    }
    return nil
  }

  /// Whether a sheet, an alert or the global slot interrupts the journey. A presentation
  /// takes only its own exits, so the tab bar and signing out wait until it closes; this is
  /// the one place that says so.
  public var isInterrupted: Bool { router.presentation != nil || router.modal != nil }

  /// The same user signed in again after an expiry: everything the flow holds stays.
  public func renew(_ renewed: Session) {
    guard renewed.user == session.user else { return }
    session = renewed
    account.sessionRenewed(renewed)
  }

  /// Shows `tab`, with the stack it had when it was last shown; the user asked. Nothing
  /// happens while a presentation interrupts the journey.
  public func select(_ tab: AppTab) {
    guard !isFinished, !isInterrupted, router.state.tab != tab else { return }
    decide(FlowEvent.tabSelected(tab), cause: .user, FlowDecision.selectTab)
    router.selectTab(tab)
  }

  /// Shows `state`, a signed-in state whose recipes exist: selects its tab, then lets that
  /// tab match the stack and the presentation.
  public func show(_ state: AppState, cause: TraceCause, attempt: LinkAttempt) async -> LinkOutcome
  {
    guard !isFinished, let target = state.tab, let flow = tabs[target] else {
      return .refused(.superseded)
    }
    if router.state.tab != target { router.selectTab(target) }
    return await flow.show(state, cause: cause, attempt: attempt)
  }

  /// Lets go of a tab flow once it is released.
  public override func childReleased(_ child: any CoordinatorNode) {
    for (tab, flow) in tabs where flow === child { tabs[tab] = nil }
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

extension HomeCoordinator: AccountNavigating {
  /// Finishes the signed-in flow, unless a presentation interrupts the journey; returns once
  /// the app has acted on it.
  public func signOutRequested() async {
    guard !isInterrupted else { return }
    decide(
      FlowEvent.signOutRequested, cause: .viewModel("AccountViewModel"),
      FlowDecision.finishSignedOut)
    await finish(with: .signedOut)
  }
}
