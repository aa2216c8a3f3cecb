import CAdwaita

/// A question with a few answers, each a button (`AdwMessageDialog`). Whoever shows it
/// destroys it: after an answer, or Escape, it stays open until then.
@MainActor
public final class MessageDialog: Window {
  /// How an answer's button looks.
  public enum Appearance {
    /// An ordinary button.
    case plain
    /// A button that destroys something, in red.
    case destructive
  }

  /// Creates a hidden dialog over `parent` asking `heading`, with `body` under it; its
  /// accessible role is DIALOG and its name the heading.
  public init(over parent: Window, heading: String, body: String) {
    super.init(sinking: adw_message_dialog_new(parent.pointer(), heading, body))
    makeModal(over: parent)
    onCloseRequest(after: true) { true }
  }

  /// The text under the heading.
  public var body: String {
    get { String(cString: adw_message_dialog_get_body(pointer())) }
    set { adw_message_dialog_set_body(pointer(), newValue) }
  }

  /// Adds the answer `id`, a button reading `label`.
  public func addResponse(_ id: String, label: String, appearance: Appearance = .plain) {
    adw_message_dialog_add_response(pointer(), id, label)
    if appearance == .destructive {
      adw_message_dialog_set_response_appearance(pointer(), id, ADW_RESPONSE_DESTRUCTIVE)
    }
  }

  /// The answer that Enter gives.
  public func setDefaultResponse(_ id: String) {
    adw_message_dialog_set_default_response(pointer(), id)
  }

  /// The answer given when the dialog is closed without one, by Escape; it needs no button.
  public func setCloseResponse(_ id: String) {
    adw_message_dialog_set_close_response(pointer(), id)
  }

  /// Whether the answer `id` can be given.
  public func setResponse(_ id: String, enabled: Bool) {
    adw_message_dialog_set_response_enabled(pointer(), id, enabled ? 1 : 0)
  }

  /// Calls `action` with the answer's id, each time one is given.
  public func onResponse(_ action: @escaping @MainActor (String) -> Void) {
    onArgument("response") { id in
      action(id.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } ?? "")
    }
  }
}
