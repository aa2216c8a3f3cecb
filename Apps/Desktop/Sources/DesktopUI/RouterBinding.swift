import AdwaitaKit
import Coordinators
import Foundation
import Navigation

/// Everything the window knows about the Router and the app's flows, in one place. It follows
/// the Router with Observation, as SwiftUI follows a model: which context shows (the signed-out
/// leaflet or the tabs), the header (who, where, whether Back is offered) and the global slot.
/// Each stack's leaflet follows its own stack (`StackView`); every user event goes through one
/// `EventDispatcher`, after which notices show and, in debug builds, the consistency checker
/// must find nothing.
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
  private var expiryCheck: Date?

  /// Binds `window` to `router` and `app`; nothing shows until ``launch()``.
  public init(app: AppCoordinator, router: AppRouter, window: MainWindow) {
    self.app = app
    self.router = router
    self.window = window
    events = EventDispatcher(app: app)
    pages = Pages(app: app, events: events)
    events.window = window.applicationWindow
    events.notify = { [weak window] text in window?.showNotice(text) }
    events.afterEachEvent = { [weak self] in self?.eventHandled() }
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
    watch({ [weak self] in self?.router.context }, then: { [weak self] _ in self?.showFlow() })
    watch({ [weak self] in self?.header }, then: { [weak self] in self?.show($0) })
    modal = PresentationView(
      read: { [router] in router.modal.current?.id },
      dismiss: { [router] in router.modal.dismiss() }, pages: pages)
    eventHandled()
  }

  private func showFlow() {
    switch app.flow {
    case .signedOut(let auth): showSignedOut(auth)
    case .signedIn(let home): showSignedIn(home)
    case nil: break
    }
    eventHandled()
  }

  private func showSignedOut(_ auth: AuthCoordinator) {
    signedIn = nil
    if signedOut?.flow.object !== auth {
      let root = pages.rootPage(of: .signIn(auth.signInViewModel))
      let view = StackView(stack: BoundStack(router.signedOut), root: root, pages: pages)
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
        events.run(on: nil) { home.select(tab) }
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

  private func backTapped() {
    (signedIn?.tabs.shownStack ?? signedOut?.view)?.goBack()
  }

  /// After each event: the tab the Router shows (a refused tab switch flips back), the app's
  /// notice, the next check for expiry, and, in debug builds, the consistency checker.
  private func eventHandled() {
    if let tabs = signedIn?.tabs, let tab = router.tab, tabs.selectedTab != tab {
      tabs.selectedTab = tab
    }
    if let notice = app.notice {
      window.showNotice(DesktopPhrases.notice(notice))
      app.noticeShown()
    }
    scheduleExpiryCheck()
    #if DEBUG
      if app.flow != nil {
        let violations = app.consistencyViolations
        assert(violations.isEmpty, "The coordinator tree and the Router disagree: \(violations)")
      }
    #endif
  }

  /// Checks for expiry when the session runs out, as the terminal host checks before each
  /// command; a user event checks too (`EventDispatcher`).
  private func scheduleExpiryCheck() {
    guard let expiry = app.session?.expiresAt, !app.isSigningInAgain, expiry != expiryCheck
    else { return }
    expiryCheck = expiry
    let milliseconds = min(max(0, expiry.timeIntervalSinceNow) * 1000 + 50, 86_400_000)
    Timeout.after(milliseconds: UInt32(milliseconds)) { [weak self] in
      guard let self, expiryCheck == expiry else { return }
      expiryCheck = nil
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
