import CAdwaita

/// The bar at the top of a window, with a title and buttons at its ends.
@MainActor
public final class HeaderBar: Widget {
  /// Creates a header bar showing `title` in its middle.
  public init(title: WindowTitle) {
    super.init(sinking: adw_header_bar_new())
    adw_header_bar_set_title_widget(pointer(), title.widget)
  }

  /// Puts `child` at the start of the bar.
  public func packStart(_ child: Widget) {
    adw_header_bar_pack_start(pointer(), child.widget)
  }
}

/// A title with a subtitle under it, for a header bar.
@MainActor
public final class WindowTitle: Widget {
  /// Creates an empty title.
  public init() {
    super.init(sinking: adw_window_title_new("", ""))
  }

  /// The main line.
  public var title: String {
    get { String(cString: adw_window_title_get_title(pointer())) }
    set { adw_window_title_set_title(pointer(), newValue) }
  }

  /// The line under the title.
  public var subtitle: String {
    get { String(cString: adw_window_title_get_subtitle(pointer())) }
    set { adw_window_title_set_subtitle(pointer(), newValue) }
  }
}
