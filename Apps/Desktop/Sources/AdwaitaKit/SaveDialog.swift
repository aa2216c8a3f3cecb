import CAdwaita

/// The platform's dialog for choosing where to save a new file.
@MainActor
public final class SaveDialog: Object {
  /// Creates a hidden dialog titled `title` over `parent`, offering `suggestedName`.
  public init(title: String, over parent: Window, suggestedName: String, accept: String) {
    let dialog = gtk_file_chooser_native_new(
      title, parent.pointer(), GTK_FILE_CHOOSER_ACTION_SAVE, accept, "_Cancel")
    super.init(adopting: UnsafeMutableRawPointer(dialog!))
    gtk_native_dialog_set_modal(pointer(), 1)
    gtk_file_chooser_set_current_name(pointer(), suggestedName)
  }

  /// Shows the dialog; `chosen` receives the file's path, or `nil` when the person cancels.
  public func show(_ chosen: @escaping @MainActor (String?) -> Void) {
    onInteger("response") { [weak self] response in
      chosen(response == GTK_RESPONSE_ACCEPT.rawValue ? self?.chosenPath : nil)
    }
    gtk_native_dialog_show(pointer())
  }

  private var chosenPath: String? {
    guard let file = gtk_file_chooser_get_file(pointer()) else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(file)) }
    guard let path = g_file_get_path(file) else { return nil }
    defer { g_free(path) }
    return String(cString: path)
  }
}
