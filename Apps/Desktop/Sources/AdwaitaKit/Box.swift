import CAdwaita

/// Widgets in a row or a column.
@MainActor
public final class Box: Widget {
  /// How the children are laid out.
  public enum Direction {
    /// Side by side.
    case horizontal
    /// One above the other.
    case vertical
  }

  /// Creates an empty box with `spacing` points between children.
  public init(_ direction: Direction, spacing: Int32 = 0) {
    let orientation =
      direction == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
    super.init(sinking: gtk_box_new(orientation, spacing))
  }

  /// Adds `child` at the end.
  public func append(_ child: Widget) {
    gtk_box_append(pointer(), child.widget)
  }

  /// Takes every child out of the box.
  public func removeAll() {
    while let child = gtk_widget_get_first_child(widget) {
      gtk_box_remove(pointer(), child)
    }
  }
}
