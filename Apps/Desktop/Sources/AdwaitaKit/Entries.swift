import CAdwaita

/// A text field; its subclasses say what kind.
@MainActor
public class TextField: Widget {
  /// The text typed.
  public var text: String {
    get { String(cString: gtk_editable_get_text(pointer())) }
    set { gtk_editable_set_text(pointer(), newValue) }
  }

  /// Calls `action` each time the text changes, typed or set.
  public func onChanged(_ action: @escaping @MainActor () -> Void) {
    on("changed", action)
  }

  /// Calls `action` when Enter is pressed in the field.
  public func onActivate(_ action: @escaping @MainActor () -> Void) {
    on("activate", action)
  }
}

/// A one-line text entry.
@MainActor
public final class Entry: TextField {
  /// Creates an empty entry named `label` for assistive technology.
  public init(label: String) {
    super.init(sinking: gtk_entry_new())
    setAccessibleLabel(label)
    gtk_entry_set_placeholder_text(pointer(), label)
  }
}

/// An entry whose text is hidden, for a password.
@MainActor
public final class PasswordEntry: TextField {
  /// Creates an empty password entry named `label` for assistive technology.
  public init(label: String) {
    super.init(sinking: gtk_password_entry_new())
    setAccessibleLabel(label)
    gtk_password_entry_set_show_peek_icon(pointer(), 1)
  }
}

/// A search field, which reports its text once typing pauses.
@MainActor
public final class SearchEntry: TextField {
  /// Creates an empty search field named `label` for assistive technology.
  public init(label: String) {
    super.init(sinking: gtk_search_entry_new())
    setAccessibleLabel(label)
  }

  /// Calls `action` when the text changed and typing paused.
  public func onSearchChanged(_ action: @escaping @MainActor () -> Void) {
    on("search-changed", action)
  }
}
