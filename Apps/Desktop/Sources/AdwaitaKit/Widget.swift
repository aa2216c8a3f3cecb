import CAdwaita

/// A GTK widget.
@MainActor
public class Widget: Object {
  var widget: UnsafeMutablePointer<GtkWidget> { pointer() }

  /// Whether the widget is shown with its parent.
  public var isVisible: Bool {
    get { gtk_widget_get_visible(widget) != 0 }
    set { gtk_widget_set_visible(widget, newValue ? 1 : 0) }
  }

  /// Whether the widget takes input; an insensitive one is greyed out.
  public var isSensitive: Bool {
    get { gtk_widget_get_sensitive(widget) != 0 }
    set { gtk_widget_set_sensitive(widget, newValue ? 1 : 0) }
  }

  /// Moves the keyboard focus into the widget.
  public func grabFocus() {
    gtk_widget_grab_focus(widget)
  }

  /// Lets the widget take the space left over, across and down.
  public func expand(horizontally: Bool = true, vertically: Bool = true) {
    gtk_widget_set_hexpand(widget, horizontally ? 1 : 0)
    gtk_widget_set_vexpand(widget, vertically ? 1 : 0)
  }

  /// Leaves `points` of space around the widget.
  public func setMargins(_ points: Int32) {
    gtk_widget_set_margin_top(widget, points)
    gtk_widget_set_margin_bottom(widget, points)
    gtk_widget_set_margin_start(widget, points)
    gtk_widget_set_margin_end(widget, points)
  }

  /// Adds a style class, such as `title-1`, `dim-label` or `boxed-list`.
  public func addStyleClass(_ name: String) {
    gtk_widget_add_css_class(widget, name)
  }

  /// Sets the name assistive technology reads for the widget.
  public func setAccessibleLabel(_ label: String) {
    var property = GTK_ACCESSIBLE_PROPERTY_LABEL
    var value = GValue()
    g_value_init(&value, GType.string)
    g_value_set_string(&value, label)
    gtk_accessible_update_property_value(pointer(), 1, &property, &value)
    g_value_unset(&value)
  }

  /// Hides the widget and everything in it from assistive technology, or shows it again, as
  /// for a page that another page covers.
  public func setHiddenFromAssistiveTechnology(_ hidden: Bool) {
    var state = GTK_ACCESSIBLE_STATE_HIDDEN
    var value = GValue()
    g_value_init(&value, GType.boolean)
    g_value_set_boolean(&value, hidden ? 1 : 0)
    gtk_accessible_update_state_value(pointer(), 1, &state, &value)
    g_value_unset(&value)
  }

  /// Emits the widget's activation, as a click on a button or Enter in an entry does.
  public func activate() {
    gtk_widget_activate(widget)
  }

  /// Disposes a widget taken out of the tree: it lets go of everything it holds, its
  /// children included, and is freed once the last reference goes.
  public func dispose() {
    g_object_run_dispose(object)
  }

  /// Moves the keyboard focus to the first widget inside that takes it.
  public func focusFirst() {
    _ = gtk_widget_child_focus(widget, GTK_DIR_TAB_FORWARD)
  }

  /// Keeps the widget at the start of the space it is given, across, at its natural width.
  public func alignStart() {
    gtk_widget_set_halign(widget, GTK_ALIGN_START)
  }

  /// A new widget of `type` whose accessible role is `role`: the role is a construct-only
  /// property, which the `…_new` functions leave at the class's default.
  static func constructed(_ type: GType, role: GtkAccessibleRole) -> UnsafeMutableRawPointer {
    var value = GValue()
    g_value_init(&value, gtk_accessible_role_get_type())
    g_value_set_enum(&value, gint(role.rawValue))
    defer { g_value_unset(&value) }
    return "accessible-role".withCString { name in
      var names: [UnsafePointer<CChar>?] = [name]
      return UnsafeMutableRawPointer(g_object_new_with_properties(type, 1, &names, &value))
    }
  }
}

extension GType {
  /// `G_TYPE_STRING`, a macro Swift cannot import: fundamental type 16, shifted by 2.
  static let string = GType(16 << 2)
  /// `G_TYPE_BOOLEAN`: fundamental type 5, shifted by 2.
  static let boolean = GType(5 << 2)
}
