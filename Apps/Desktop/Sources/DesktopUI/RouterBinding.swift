import AdwaitaKit
import Coordinators
import Foundation
import Navigation

/// Everything the window knows about the Router and the app's flows, in one place. It follows
/// them with Observation, as SwiftUI follows a model: which context shows (the signed-out
/// leaflet or the tabs) and which tab, the header (who, where, whether Back is offered), the
/// global slot, the app's notices and when the session runs out. Each stack's leaflet follows
/// its own stack (`StackView`); every user event goes through one `EventDispatcher`.
@MainActor
public final class RouterBinding {
  private let app: AppCoordinator
  private let router: AppRouter
  private let window: MainWindow
  private let events: EventDispatcher
  private let pages: Pages
  private var signedOut: (flow: Weak, view: StackView)?
  private var signedIn: (flow: Weak, tabs: TabsView)?
  private var modal: PresentationView?
  private var launching: Task<Void, Never>?
  private var expiry: Date?

  /// Binds `window` to `router` and `app`; nothing shows until ``launch()``.
  public init(app: AppCoordinator, router: AppRouter, window: MainWindow) {
    self.app = app
    self.router = router
    self.window = window
    events = EventDispatcher(app: app)
    pages = Pages(router: router, events: events)
    events.window = window.applicationWindow
    window.onBack { [weak self] in self?.backTapped() }
  }

  /// Called before each user event, as the line host starts a read epoch before each command.
  public var beforeEachEvent: @MainActor () -> Void {
    get { events.beforeEachEvent }
    set { events.beforeEachEvent = newValue }
  }

  /// Launches the app once (the saved session and location come back), then follows it.
  public func launch() async {
    guard launching == nil else { return await launching?.value ?? () }
    let launched = Task { [app] in await app.launch() }
    launching = launched
    await launched.value
    follow()
  }

  /// Follows `url` once the app has launched, as a link the user gave.
  public func open(_ url: String) async {
    await launch()
    events.run { [weak self, app] in
      guard case .refused(let refusal) = await app.open(url), refusal != .superseded else {
        return
      }
      self?.window.showNotice(DesktopPhrases.refusal(refusal))
    }
  }

  /// Waits until every user event has been handled, so that a form's last change is in its
  /// view model and its draft is written.
  public func settle() async {
    await events.settle()
  }

  /// Where the user is, as the URL that restores it.
  public var canonicalURL: String { router.canonicalURL }

  private func follow() {
    watch(self, { $0.app.flow }, then: { binding, _ in binding.showFlow() })
    watch(self, { $0.router.tab }, then: { binding, tab in binding.show(tab) })
    watch(self, { $0.header }, then: { binding, header in binding.show(header) })
    watch(self, { $0.app.notice }, then: { binding, notice in binding.show(notice) })
    watch(self, { $0.runsOut }, then: { binding, time in binding.expire(at: time) })
    modal = PresentationView(
      stack: router.modal, over: { [weak self] in self?.modalParent }, pages: pages)
  }

  private func showFlow() {
    switch app.flow {
    case .signedOut(let auth): showSignedOut(auth)
    case .signedIn(let home): showSignedIn(home)
    case nil: break
    }
  }

  private func showSignedOut(_ auth: AuthCoordinator) {
    signedIn = nil
    if signedOut?.flow.object !== auth {
      let root = pages.rootPage(of: auth.rootScreen)
      let view = StackView(stack: router.signedOut, root: root, pages: pages)
      signedOut = (Weak(auth), view)
    }
    guard let view = signedOut?.view else { return }
    window.showContent(view, widget: view.leaflet)
    view.isShown = true
  }

  private func showSignedIn(_ home: HomeCoordinator) {
    signedOut = nil
    if signedIn?.flow.object !== home {
      let tabs = TabsView(home: home, router: router, pages: pages)
      tabs.onTabShown { [weak self, weak home] tab in
        guard let self, let home, router.tab != tab else { return }
        events.run(on: nil) { [weak self] in
          home.select(tab)
          self?.show(self?.router.tab)
        }
      }
      signedIn = (Weak(home), tabs)
    }
    guard let tabs = signedIn?.tabs else { return }
    window.showContent(tabs, widget: tabs.root)
    tabs.selectedTab = router.tab
  }

  private struct Header: Equatable {
    let title: String
    let url: String
    let canGoBack: Bool
  }

  private var header: Header {
    Header(
      title: app.session?.user.name ?? "Cookbook", url: router.canonicalURL,
      canGoBack: !router.shownStack.pathIDs.isEmpty)
  }

  private func show(_ header: Header) {
    window.title = header.title
    window.subtitle = header.url
    window.canGoBack = header.canGoBack
  }

  private func show(_ tab: AppTab?) {
    signedIn?.tabs.selectedTab = tab
  }

  private func show(_ notice: AppNotice?) {
    guard let notice else { return }
    window.showNotice(DesktopPhrases.notice(notice))
    app.noticeShown()
  }

  private func backTapped() {
    (signedIn?.tabs.shownStack ?? signedOut?.view)?.goBack()
  }

  /// The global modal opens over the window of the sheet or alert it interrupts, which stays
  /// under it with what it holds, else over the main window.
  private var modalParent: Window? {
    guard router.modalIsOverAPresentation, let sheet = signedIn?.tabs.shownStack?.presentedWindow
    else { return window.applicationWindow }
    return sheet
  }

  /// When the session runs out, unless the user is already asked to sign in again.
  private var runsOut: Date? {
    app.isSigningInAgain ? nil : app.session?.expiresAt
  }

  /// Asks the app to expire the session when `time` comes; a newer time makes it moot.
  private func expire(at time: Date?) {
    expiry = time
    guard let time else { return }
    // Expiry is a moment, not a change of state that Observation could report: a timer waits.
    let milliseconds = min(max(0, time.timeIntervalSinceNow) * 1000 + 50, 86_400_000)
    Timeout.after(milliseconds: UInt32(milliseconds)) { [weak self] in
      guard let self, expiry == time else { return }
      guard Date() >= time else { return expire(at: time) }
      events.run { [app] in _ = await app.expireSessionIfNeeded() }
    }
  }
}

/// A weak reference, for telling whether a flow is still the one a view was built for.
private struct Weak {
  weak var object: AnyObject?

  init(_ object: AnyObject) {
    self.object = object
  }
}
