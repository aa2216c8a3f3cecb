import CAdwaita

/// Shows short notices over its child.
@MainActor
public final class ToastOverlay: Widget {
  /// Creates an overlay with nothing under it.
  public init() {
    super.init(sinking: adw_toast_overlay_new())
  }

  /// Puts `child` under the notices, in place of the previous one.
  public func setChild(_ child: Widget) {
    adw_toast_overlay_set_child(pointer(), child.widget)
  }

  /// Shows `text` for a few seconds; it is plain text, never markup.
  public func show(_ text: String) {
    let escaped = g_markup_escape_text(text, -1)
    adw_toast_overlay_add_toast(pointer(), adw_toast_new(escaped))
    g_free(escaped)
  }
}
