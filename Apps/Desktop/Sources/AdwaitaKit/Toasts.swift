import CAdwaita

/// Shows short notices over its child.
@MainActor
public final class ToastOverlay: Widget {
  /// Creates an overlay with nothing under it.
  public init() {
    super.init(sinking: adw_toast_overlay_new())
  }

  /// Puts `child` under the notices, in place of the previous one, which is disposed (see
  /// ``Leaflet/remove(_:)``).
  public func setChild(_ child: Widget) {
    let previous = adw_toast_overlay_get_child(pointer()).flatMap { g_object_ref($0) }
    adw_toast_overlay_set_child(pointer(), child.widget)
    if let previous {
      g_object_run_dispose(previous.assumingMemoryBound(to: GObject.self))
      g_object_unref(previous)
    }
  }

  /// Shows `text` for a few seconds; it is plain text, never markup.
  public func show(_ text: String) {
    let escaped = g_markup_escape_text(text, -1)
    adw_toast_overlay_add_toast(pointer(), adw_toast_new(escaped))
    g_free(escaped)
  }
}
