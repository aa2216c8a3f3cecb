import AdwaitaKit
import Navigation

/// One stack of the Router on a leaflet, which the platform navigates by itself, and the
/// stack's sheet or alert as a window over the main one.
///
/// The Router leads when a coordinator changes the path: the leaflet pushes, pops or is
/// rebuilt to match, on screen or in a hidden tab. The leaflet leads when the user goes back
/// (see `StackView+Back.swift`). Pages are made by `Pages`, one per route, and kept by route.
@MainActor
final class StackView {
  /// The leaflet: the root page at the bottom, a page per pushed route over it.
  let leaflet = Leaflet()
  let stack: any AnyRouteStack
  let root: any Page
  let pages: Pages
  /// The pages of the routes pushed, bottom first, as the leaflet shows them.
  var pushed: [(id: RouteID, page: any Page)] = []
  /// Pages that left the path and stay on the leaflet until its transition ends.
  var leaving: [any Page] = []
  /// Whether the end of the leaflet's move is about to be handled.
  var isSettleScheduled = false
  private let presentation: PresentationView

  /// Whether the leaflet is on screen; a page that comes on screen is told.
  var isShown = false {
    didSet {
      exposeOnlyTheTopPage()
      if isShown, !oldValue { topPage.appeared() }
    }
  }

  /// The page on top, which the leaflet shows.
  var topPage: any Page { pushed.last?.page ?? root }

  /// Binds `stack` to a new leaflet with `root` at its bottom.
  init(stack: any AnyRouteStack, root: any Page, pages: Pages) {
    self.stack = stack
    self.root = root
    self.pages = pages
    presentation = PresentationView(
      stack: stack, over: { [weak events = pages.events] in events?.window }, pages: pages)
    leaflet.append(root.widget)
    leaflet.onMoved { [weak self] in self?.leafletMoved() }
    watch({ [weak self] in self?.stack.pathIDs }, then: { [weak self] in self?.follow($0) })
  }

  /// The window of the stack's sheet or alert, while one is shown.
  var presentedWindow: Window? { presentation.window }

  /// Makes the leaflet show `ids`, the Router's path: pushes the routes that are new, goes
  /// back to the last route kept, or both (a rebuild). Waits while a transition runs: the
  /// user may be going back, and the end of the transition follows the Router again.
  func follow(_ ids: [RouteID]) {
    guard !leaflet.isTransitionRunning else { return }
    let shown = pushed.map(\.id)
    guard ids != shown else { return }
    let kept = zip(ids, shown).prefix { $0 == $1 }.count
    let departing = pushed[kept...].map(\.page)
    pushed.removeSubrange(kept...)
    for id in ids[kept...] {
      guard let page = pages.page(for: id) else { break }
      leaflet.append(page.widget)
      pushed.append((id, page))
    }
    for page in departing { leaflet.skipWhenGoingBack(page.widget) }
    leaving += departing
    leaflet.show(topPage.widget)
    if !leaflet.isTransitionRunning { removeLeavingPages() }
    exposeOnlyTheTopPage()
    guard isShown else { return }
    if pushed.count > kept { topPage.widget.focusFirst() }
    topPage.appeared()
  }

  /// Hides every page but the top one of a shown leaflet from assistive technology: a screen
  /// reader, like a person, finds only what is on screen, though the leaflet keeps the pages
  /// under the top one (and a hidden tab's) laid out.
  func exposeOnlyTheTopPage() {
    let top = topPage
    for page in [root] + pushed.map(\.page) + leaving {
      page.widget.setHiddenFromAssistiveTechnology(!isShown || page !== top)
    }
  }

  /// Takes the pages that left off the leaflet, once no transition shows them.
  func removeLeavingPages() {
    for page in leaving { leaflet.remove(page.widget) }
    leaving.removeAll()
  }
}
