import Coordinators
import TerminalCommands

/// A yes/no question over a screen.
struct ConfirmationView: ScreenView {
  let viewModel: ConfirmationAlert

  func render(_ style: TerminalStyle) -> [String] {
    switch viewModel.question {
    case .deleteRecipe(let recipe):
      [
        style.title("Delete \(SafeText.display(recipe.title)) from your cookbook?"),
        "Type yes to delete it or no to keep it.",
      ]
    case .deletePantryItem(let item):
      [
        style.title("Delete \(SafeText.display(item.name)) from your pantry?"),
        "Type yes to delete it or no to keep it.",
      ]
    }
  }
}

extension LineViews {
  func confirmation(_ model: ConfirmationAlert) -> Output { ConfirmationView(viewModel: model) }
}
