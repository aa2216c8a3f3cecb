import CAdwaita

/// The app's main window.
@MainActor
public final class ApplicationWindow: Window {
  /// Creates a hidden window of `application`, titled `title`, showing `content`.
  public init(application: Application, title: String, content: Widget) {
    super.init(sinking: adw_application_window_new(application.pointer()))
    gtk_window_set_title(pointer(), title)
    gtk_window_set_default_size(pointer(), 720, 640)
    adw_application_window_set_content(pointer(), content.widget)
  }
}
