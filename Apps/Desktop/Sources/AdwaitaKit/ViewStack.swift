import CAdwaita

/// Pages of which one shows at a time, each with a name and a title for a view switcher.
@MainActor
public final class ViewStack: Widget {
  /// Creates an empty stack.
  public init() {
    super.init(sinking: adw_view_stack_new())
  }

  /// Adds `child` as the page `name`, titled `title` with the icon `iconName` in a switcher.
  public func addPage(_ child: Widget, name: String, title: String, iconName: String) {
    let page = adw_view_stack_add_titled(pointer(), child.widget, name, title)
    adw_view_stack_page_set_icon_name(page, iconName)
  }

  /// The name of the page on screen.
  public var visiblePage: String? {
    get { adw_view_stack_get_visible_child_name(pointer()).map { String(cString: $0) } }
    set { adw_view_stack_set_visible_child_name(pointer(), newValue) }
  }

  /// Calls `action` when another page shows, whoever chose it.
  public func onVisiblePageChanged(_ action: @escaping @MainActor () -> Void) {
    onChange(of: "visible-child-name", action)
  }
}

/// The bar of toggle buttons, one per page of a ``ViewStack``, at the bottom of a window.
@MainActor
public final class ViewSwitcherBar: Widget {
  /// Creates a bar that switches `stack`'s pages and is always revealed.
  public init(switching stack: ViewStack) {
    super.init(sinking: adw_view_switcher_bar_new())
    adw_view_switcher_bar_set_stack(pointer(), stack.pointer())
    adw_view_switcher_bar_set_reveal(pointer(), 1)
  }
}
