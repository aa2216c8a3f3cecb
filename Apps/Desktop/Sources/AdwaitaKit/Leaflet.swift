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
}
