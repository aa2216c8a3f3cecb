import AdwaitaKit
import Coordinators

/// A yes/no question over a screen (`AdwMessageDialog`): Cancel, the default answer, and
/// Delete, styled as destructive; Escape is Cancel. Either answer closes it, and "yes" goes to
/// the question's owner, which deletes and tells of a failure as a notice.
@MainActor
final class ConfirmationPage: Page {
  private static let cancel = "cancel"
  private static let delete = "delete"

  private let model: ConfirmationAlert
  private let context: PageContext
  private let dialog: MessageDialog?

  init(viewModel: ConfirmationAlert, context: PageContext) {
    model = viewModel
    self.context = context
    dialog = context.window.map { window in
      let (heading, body) = Self.wording(of: viewModel.question)
      let dialog = MessageDialog(over: window, heading: heading, body: body)
      dialog.addResponse(Self.cancel, label: "Cancel")
      dialog.addResponse(Self.delete, label: "Delete", appearance: .destructive)
      dialog.setDefaultResponse(Self.cancel)
      dialog.onResponse { response in
        guard response == Self.cancel || response == Self.delete else { return }
        context.send { viewModel.answer(response == Self.delete) }
      }
      return dialog
    }
  }

  var content: PageContent { dialog.map { .dialog($0) } ?? .page(Label(), title: "") }

  /// Escape answers no.
  func closeRequested() -> CloseAnswer {
    context.send { [model] in model.answer(false) }
    return .handled
  }

  private static func wording(of question: ConfirmationAlert.Question) -> (String, String) {
    switch question {
    case .deleteRecipe(let recipe):
      ("Delete \(recipe.title)?", "It leaves your cookbook, your favourites and every list.")
    case .deletePantryItem(let item):
      ("Delete \(item.name)?", "\(item.name) (\(item.quantity)) leaves your pantry.")
    }
  }
}

extension ScreenPages {
  func confirmation(_ model: ConfirmationAlert) -> Output {
    ConfirmationPage(viewModel: model, context: context)
  }
}
