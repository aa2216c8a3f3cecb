import AdwaitaKit
import Coordinators
import Navigation

/// Everything the window knows about the Router, the app's flows and their screens, in one
/// place: it renders their state into the window and hands the user's choices back.
///
/// Today the Router is not observable, so the binding hears of changes through
/// `StackRouter.didPerform` and renders once the main actor's current job ends.
@MainActor
public final class RouterBinding {
  private let app: AppCoordinator
  private let router: StackRouter<AppDestinations>
  private let window: MainWindow
  private var signedOut: (viewModel: ObjectIdentifier, page: SignInPage)?
  private var signedIn: (flow: ObjectIdentifier, tabs: TabsView)?
  private var renderIsScheduled = false
  private var launching: Task<Void, Never>?

  /// Binds `window` to `router` and `app`.
  public init(app: AppCoordinator, router: StackRouter<AppDestinations>, window: MainWindow) {
    self.app = app
    self.router = router
    self.window = window
    router.didPerform = { [weak self] _, _ in self?.scheduleRender() }
    window.onBack { [weak self] in self?.backTapped() }
  }

  /// Launches the app once: restores the saved session and location, then renders.
  public func launch() async {
    if launching == nil {
      launching = Task { [app] in await app.launch() }
    }
    await launching?.value
    render()
  }

  /// Follows `url` once the app has launched, as a link the user gave.
  public func open(_ url: String) async {
    await launch()
    let outcome = await app.open(url)
    if case .refused(let refusal) = outcome, refusal != .superseded {
      window.showNotice(DesktopPhrases.refusal(refusal))
    }
    render()
  }

  /// Where the user is, as the URL that restores it.
  public var canonicalURL: String { router.state.canonicalURL }

  private func scheduleRender() {
    guard !renderIsScheduled else { return }
    renderIsScheduled = true
    Task { [weak self] in self?.render() }
  }

  private func render() {
    renderIsScheduled = false
    let state = router.state
    window.subtitle = state.canonicalURL
    window.title = app.session?.user.name ?? "Cookbook"
    window.canGoBack = !router.path.isEmpty
    switch app.flow {
    case .signedIn(let home): renderSignedIn(home, tab: state.tab)
    case .signedOut(let auth): renderSignedOut(auth)
    case nil: break
    }
    if let notice = app.notice {
      window.showNotice(DesktopPhrases.notice(notice))
      app.noticeShown()
    }
    #if DEBUG
      if app.flow != nil {
        let violations = app.consistencyViolations
        assert(violations.isEmpty, "The coordinator tree and the Router disagree: \(violations)")
      }
    #endif
  }

  private func renderSignedOut(_ auth: AuthCoordinator) {
    signedIn = nil
    let viewModel = auth.signInViewModel
    if signedOut?.viewModel != ObjectIdentifier(viewModel) {
      signedOut = (ObjectIdentifier(viewModel), SignInPage(viewModel: viewModel))
    }
    if let page = signedOut?.page { window.showContent(page, widget: page.root) }
  }

  private func renderSignedIn(_ home: HomeCoordinator, tab: AppTab?) {
    signedOut = nil
    if signedIn?.flow != ObjectIdentifier(home) {
      let tabs = TabsView { tab in Self.rootPage(of: tab, in: home) }
      tabs.onTabShown { [weak self, weak home] tab in self?.tabShown(tab, in: home) }
      signedIn = (ObjectIdentifier(home), tabs)
    }
    guard let tabs = signedIn?.tabs else { return }
    window.showContent(tabs, widget: tabs.root)
    tabs.selectedTab = tab
  }

  private static func rootPage(
    of tab: AppTab, in home: HomeCoordinator
  ) -> (page: AnyObject, widget: Widget) {
    switch home.rootScreen(of: tab) {
    case .recipeList(let viewModel)?:
      let page = RecipeListPage(viewModel: viewModel)
      return (page, page.root)
    default:
      let page = PlaceholderPage(title: tab.title)
      return (page, page.root)
    }
  }

  private func tabShown(_ tab: AppTab, in home: HomeCoordinator?) {
    guard let home, router.state.tab != tab else { return }
    home.select(tab)
    scheduleRender()
  }

  private func backTapped() {
    guard !router.path.isEmpty else { return }
    router.setPath(Array(router.path.dropLast()))
  }
}
