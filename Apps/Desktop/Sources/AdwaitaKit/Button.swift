import CAdwaita

/// A push button with a text label.
@MainActor
public final class Button: Widget {
  /// Creates a button reading `label`.
  public init(_ label: String) {
    super.init(sinking: gtk_button_new_with_label(label))
  }

  /// Creates a button showing `child`, named `label` for assistive technology.
  public init(child: Widget, label: String) {
    super.init(sinking: gtk_button_new())
    gtk_button_set_child(pointer(), child.widget)
    setAccessibleLabel(label)
  }

  /// Creates a button showing the icon `iconName`, named `label` for assistive technology.
  public init(iconName: String, label: String) {
    super.init(sinking: gtk_button_new_from_icon_name(iconName))
    setAccessibleLabel(label)
    gtk_widget_set_tooltip_text(widget, label)
  }

  /// The text on the button, which is also its name for assistive technology.
  public var label: String {
    get { gtk_button_get_label(pointer()).map { String(cString: $0) } ?? "" }
    set { gtk_button_set_label(pointer(), newValue) }
  }

  /// Calls `action` on each click.
  public func onClicked(_ action: @escaping @MainActor () -> Void) {
    on("clicked", action)
  }
}
