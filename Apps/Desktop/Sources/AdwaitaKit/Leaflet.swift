import CAdwaita

/// A stack of pages that the platform navigates: swipes, Alt+← and the mouse's back button
/// go back by themselves.
@MainActor
public final class Leaflet: Widget {
  /// Creates a leaflet that never shows two pages side by side and lets a person go back.
  public init() {
    super.init(sinking: adw_leaflet_new())
    adw_leaflet_set_can_unfold(pointer(), 0)
    adw_leaflet_set_can_navigate_back(pointer(), 1)
  }

  /// Adds `page` over the others.
  public func append(_ page: Widget) {
    adw_leaflet_append(pointer(), page.widget)
  }

  /// Takes `page` out of the leaflet for good: it is disposed, so that it is freed once Swift
  /// lets go of it. GTK 4.8 keeps a widget that had the keyboard focus alive after it leaves
  /// the tree, by a reference only its disposal drops (`WindowLifetimeTests` sees the page that
  /// last had the focus stay otherwise).
  public func remove(_ page: Widget) {
    adw_leaflet_remove(pointer(), page.widget)
    page.dispose()
  }

  /// Stops a person from going back to `page`, as to one that is leaving.
  public func skipWhenGoingBack(_ page: Widget) {
    adw_leaflet_page_set_navigatable(adw_leaflet_get_page(pointer(), page.widget), 0)
  }

  /// Shows `page`, sliding it in when the leaflet is on screen.
  public func show(_ page: Widget) {
    adw_leaflet_set_visible_child(pointer(), page.widget)
  }

  /// The address of the page shown, or at the end of a transition the page it goes to.
  public var visiblePage: UnsafeMutableRawPointer? {
    adw_leaflet_get_visible_child(pointer()).map(UnsafeMutableRawPointer.init)
  }

  /// Goes back one page, with a transition, as Alt+← does.
  /// - Returns: whether there was a page to go back to.
  @discardableResult
  public func navigateBack() -> Bool {
    adw_leaflet_navigate(pointer(), ADW_NAVIGATION_DIRECTION_BACK) != 0
  }

  /// Whether a transition between pages, or a person's swipe, is under way.
  public var isTransitionRunning: Bool {
    adw_leaflet_get_child_transition_running(pointer()) != 0
  }

  /// Calls `action` each time a transition starts or ends, and each time another page shows
  /// (with a transition, at its start; without one, as when the leaflet is not yet laid out).
  public func onMoved(_ action: @escaping @MainActor () -> Void) {
    onChange(of: "child-transition-running", action)
    onChange(of: "visible-child", action)
  }
}
