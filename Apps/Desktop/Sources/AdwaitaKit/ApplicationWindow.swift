import CAdwaita

/// The app's main window.
@MainActor
public final class ApplicationWindow: Widget {
  /// Creates a hidden window of `application`, titled `title`, showing `content`.
  public init(application: Application, title: String, content: Widget) {
    super.init(sinking: adw_application_window_new(application.pointer()))
    gtk_window_set_title(pointer(), title)
    gtk_window_set_default_size(pointer(), 720, 640)
    adw_application_window_set_content(pointer(), content.widget)
  }

  /// Shows the window and raises it.
  public func present() {
    gtk_window_present(pointer())
  }

  /// Asks the window to close, as its close button does: `close-request` decides.
  public func close() {
    gtk_window_close(pointer())
  }

  /// Closes the window for good, without asking.
  public func destroy() {
    gtk_window_destroy(pointer())
  }

  /// Calls `decide` when a person or the system asks to close the window; returning `true`
  /// keeps it open.
  public func onCloseRequest(_ decide: @escaping @MainActor () -> Bool) {
    onDeciding("close-request", decide)
  }
}
