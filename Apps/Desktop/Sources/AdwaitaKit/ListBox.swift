import CAdwaita

/// A vertical list of rows that a person can activate.
@MainActor
public final class ListBox: Widget {
  private var rows: [ListRow] = []

  /// Creates an empty list.
  public init() {
    super.init(sinking: gtk_list_box_new())
    gtk_list_box_set_selection_mode(pointer(), GTK_SELECTION_NONE)
    onArgument("row-activated") { [weak self] row in
      self?.rows.first { $0.address == row }?.activated()
    }
  }

  /// Replaces every row with `newRows`.
  public func setRows(_ newRows: [ListRow]) {
    for row in rows { gtk_list_box_remove(pointer(), row.widget) }
    rows = newRows
    for row in rows { gtk_list_box_append(pointer(), row.widget) }
  }

  /// The rows shown, top first.
  public var shownRows: [ListRow] { rows }
}

/// A row of a ``ListBox``, named for assistive technology.
@MainActor
public final class ListRow: Widget {
  fileprivate let activated: @MainActor () -> Void

  /// Creates a row showing `child`, named `label`, that calls `activated` when a click, Enter
  /// or assistive technology activates it; without `activated`, only the widgets in it act.
  public init(_ child: Widget, label: String, activated: (@MainActor () -> Void)? = nil) {
    self.activated = activated ?? {}
    super.init(sinking: gtk_list_box_row_new())
    gtk_list_box_row_set_child(pointer(), child.widget)
    gtk_list_box_row_set_activatable(pointer(), activated == nil ? 0 : 1)
    if activated == nil { gtk_widget_set_focusable(widget, 0) }
    setAccessibleLabel(label)
  }
}

/// A viewport that scrolls its child.
@MainActor
public final class ScrolledWindow: Widget {
  /// Creates a scrolling view of `child`.
  public init(_ child: Widget) {
    super.init(sinking: gtk_scrolled_window_new())
    gtk_scrolled_window_set_child(pointer(), child.widget)
    gtk_scrolled_window_set_policy(pointer(), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
  }

}
