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
  /// or assistive technology activates it (its accessible action `row.activate`); without
  /// `activated`, only the widgets in it act. A row whose child takes the keyboard focus
  /// itself, as a button does, takes none (`takesFocus`), so that Tab stops once.
  public init(
    _ child: Widget, label: String, takesFocus: Bool = true,
    activated: (@MainActor () -> Void)? = nil
  ) {
    self.activated = activated ?? {}
    super.init(sinking: gtk_list_box_row_new())
    gtk_list_box_row_set_child(pointer(), child.widget)
    gtk_list_box_row_set_activatable(pointer(), activated == nil ? 0 : 1)
    if activated == nil || !takesFocus { gtk_widget_set_focusable(widget, 0) }
    if let activated { addAction("row", "activate", activated) }
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
