import CAdwaita

/// A line or paragraph of text.
@MainActor
public final class Label: Widget {
  /// Creates a label showing `text`.
  public init(_ text: String = "") {
    super.init(sinking: gtk_label_new(text))
  }

  /// The text shown.
  public var text: String {
    get { String(cString: gtk_label_get_text(pointer())) }
    set { gtk_label_set_text(pointer(), newValue) }
  }

  /// Breaks long text into lines.
  public func wrap() {
    gtk_label_set_wrap(pointer(), 1)
  }

  /// Aligns the text at the start of its line instead of the centre.
  public func alignToStart() {
    gtk_label_set_xalign(pointer(), 0)
  }
}
