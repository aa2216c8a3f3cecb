import CAdwaita

/// One choice of several, of which one is on: its accessible role is RADIO from construction.
@MainActor
public final class RadioButton: Widget {
  /// Creates a choice reading `label`, in the group of `group` when given.
  public init(_ label: String, group: RadioButton? = nil) {
    super.init(
      sinking: Self.constructed(gtk_check_button_get_type(), role: GTK_ACCESSIBLE_ROLE_RADIO))
    gtk_check_button_set_label(pointer(), label)
    if let group { gtk_check_button_set_group(pointer(), group.pointer()) }
  }

  /// Whether this choice is on.
  public var isActive: Bool {
    get { gtk_check_button_get_active(pointer()) != 0 }
    set { gtk_check_button_set_active(pointer(), newValue ? 1 : 0) }
  }

  /// Calls `action` each time the choice turns on or off, by a person or by ``isActive``.
  public func onToggled(_ action: @escaping @MainActor () -> Void) {
    on("toggled", action)
  }
}
