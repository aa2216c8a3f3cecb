import AdwaitaKit
import Navigation

/// The platform's own back, and the Router following it: `UINavigationController`'s
/// `navigationController(_:didShow:animated:)`, done with a leaflet (Docs/Porting.md, "GTK").
///
/// A swipe, Alt+←, the mouse's back button and the header's Back all make the leaflet go back
/// by itself. When its transition ends, the page it shows says how far the user went: the
/// routes of the pages above it leave the stack in one `platformRemoved(_:)` call however
/// many levels that is, and every owner of a route that left is told; a screen the core pushed
/// during the move stays. Then the pages that left are removed.
/// A cancelled swipe ends on the page it started from, so nothing is written; a route a
/// coordinator removed meanwhile is not removed again, and the leaflet follows the Router.
extension StackView {
  /// Goes back one page with the leaflet's own transition, as the header's Back asks.
  func goBack() {
    leaflet.navigateBack()
  }

  /// The leaflet moved: a transition started or ended, or another page shows. Once no
  /// transition runs, the stack keeps what the leaflet shows. The leaflet is never changed
  /// from inside its own notification: that runs once the event that moved it has ended.
  func leafletMoved() {
    guard !isSettleScheduled else { return }
    isSettleScheduled = true
    Task { @MainActor [weak self] in
      guard let self else { return }
      isSettleScheduled = false
      guard !leaflet.isTransitionRunning else { return }
      keepWhatTheLeafletShows()
      removeLeavingPages()
      follow(stack.pathIDs)
    }
  }

  private func keepWhatTheLeafletShows() {
    guard let visible = leaflet.visiblePage else { return }
    let count: Int
    if visible == root.widget.address {
      count = 0
    } else if let index = pushed.firstIndex(where: { $0.page.widget.address == visible }) {
      count = index + 1
    } else {
      return
    }
    guard count < pushed.count else { return }
    let left = pushed[count...]
    leaving += left.map(\.page)
    pushed.removeSubrange(count...)
    stack.platformRemoved(Set(left.map(\.id)))
    exposeOnlyTheTopPage()
    if isShown { topPage.appeared() }
  }
}
