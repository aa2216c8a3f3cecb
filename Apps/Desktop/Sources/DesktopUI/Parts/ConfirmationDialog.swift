import AdwaitaKit

/// The two delete confirmations' dialog: Cancel, the default answer, and Delete, styled as
/// destructive. Escape is neither: it closes the dialog (see `PresentationView`).
@MainActor
enum ConfirmationDialog {
  static let cancel = "cancel"
  static let delete = "delete"

  static func make(
    over window: Window, heading: String, body: String,
    cancel: @escaping @MainActor () -> Void, confirm: @escaping @MainActor () -> Void
  ) -> MessageDialog {
    let dialog = MessageDialog(over: window, heading: heading, body: body)
    dialog.addResponse(Self.cancel, label: "Cancel")
    dialog.addResponse(Self.delete, label: "Delete", appearance: .destructive)
    dialog.setDefaultResponse(Self.cancel)
    dialog.onResponse { response in
      switch response {
      case Self.cancel: cancel()
      case Self.delete: confirm()
      default: break
      }
    }
    return dialog
  }

  /// Shows why the deletion failed, if it did, and takes no answer while it is under way.
  static func show(_ problem: String?, deleting: Bool, in dialog: MessageDialog) {
    if let problem, dialog.body != problem { dialog.body = problem }
    dialog.setResponse(Self.cancel, enabled: !deleting)
    dialog.setResponse(Self.delete, enabled: !deleting)
  }
}
