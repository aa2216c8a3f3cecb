import CAdwaita

/// A toplevel window: shown, asked to close, or destroyed.
@MainActor
public class Window: Widget {
  /// Shows the window and raises it.
  public func present() {
    gtk_window_present(pointer())
  }

  /// Asks the window to close, as its close button and Escape do: `close-request` decides.
  public func close() {
    gtk_window_close(pointer())
  }

  /// Closes the window for good, without asking.
  public func destroy() {
    gtk_window_destroy(pointer())
  }

  /// The window's title, which is also its name for assistive technology.
  public var title: String {
    get { gtk_window_get_title(pointer()).map { String(cString: $0) } ?? "" }
    set { gtk_window_set_title(pointer(), newValue) }
  }

  /// Calls `decide` when a person or the system asks to close the window; returning `true`
  /// keeps it open. With `after`, it runs after the window class's own handler.
  public func onCloseRequest(after: Bool = false, _ decide: @escaping @MainActor () -> Bool) {
    onDeciding("close-request", after: after, decide)
  }

  /// Makes the window modal over `parent`, which it stays above and goes with.
  func makeModal(over parent: Window) {
    gtk_window_set_modal(pointer(), 1)
    gtk_window_set_transient_for(pointer(), parent.pointer())
    gtk_window_set_destroy_with_parent(pointer(), 1)
  }

  /// Binds Escape to `window.close`, GTK's own action for `gtk_window_close`.
  func closeOnEscape() {
    let controller = gtk_shortcut_controller_new()
    let shortcut = gtk_shortcut_new(
      gtk_keyval_trigger_new(guint(GDK_KEY_Escape), GdkModifierType(0)),
      gtk_named_action_new("window.close"))
    gtk_shortcut_controller_add_shortcut(controller, shortcut)
    gtk_widget_add_controller(widget, controller)
  }
}

/// A modal window over another, such as a sheet or a form: its accessible role is DIALOG from
/// construction, and Escape asks it to close, so that its `close-request` handler decides.
@MainActor
public final class ModalWindow: Window {
  /// Creates a hidden window titled `title` over `parent`, showing `content` under a header.
  public init(title: String, over parent: Window, content: Widget) {
    super.init(sinking: Self.constructed(adw_window_get_type(), role: GTK_ACCESSIBLE_ROLE_DIALOG))
    self.title = title
    gtk_window_set_default_size(pointer(), 440, -1)
    makeModal(over: parent)
    closeOnEscape()
    let heading = WindowTitle()
    heading.title = title
    let layout = Box(.vertical)
    layout.append(HeaderBar(title: heading))
    layout.append(content)
    adw_window_set_content(pointer(), layout.widget)
  }
}
