import Coordinators
import TerminalCommands

/// A yes/no question: two buttons, Keep it selected at first, as a platform's alert defaults
/// to its cancel button rather than its destructive one.
struct ConfirmationScreen: FullScreenView {
  let viewModel: ConfirmationAlert

  var model: AnyObject { viewModel }
  var title: String { "Delete" }

  var lines: [Line] {
    let question =
      switch viewModel.question {
      case .deleteRecipe(let recipe): "Delete \(SafeText.display(recipe.title)) from your cookbook?"
      case .deletePantryItem(let item): "Delete \(SafeText.display(item.name)) from your pantry?"
      }
    return [
      .text(question, .title), .blank, .button("Delete", .yes),
      .button("Keep it", .no, isDefault: true),
    ]
  }
}

extension FullScreenViews {
  func confirmation(_ model: ConfirmationAlert) -> Output { ConfirmationScreen(viewModel: model) }
}
