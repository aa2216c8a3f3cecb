import CAdwaita

/// A push button with a text label.
@MainActor
public final class Button: Widget {
  /// Creates a button reading `label`.
  public init(_ label: String) {
    super.init(sinking: gtk_button_new_with_label(label))
  }

  /// Creates a button showing the icon `iconName`, named `label` for assistive technology.
  public init(iconName: String, label: String) {
    super.init(sinking: gtk_button_new_from_icon_name(iconName))
    setAccessibleLabel(label)
    gtk_widget_set_tooltip_text(widget, label)
  }

  /// Calls `action` on each click.
  public func onClicked(_ action: @escaping @MainActor () -> Void) {
    on("clicked", action)
  }
}
