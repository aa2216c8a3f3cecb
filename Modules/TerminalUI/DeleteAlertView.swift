import DetailFeature
import Phrasebook

/// The alert that confirms a deletion: yes or no.
struct DeleteAlertView: ScreenView {
  let viewModel: DeleteRecipeViewModel

  func render(_ style: TerminalStyle) -> [String] {
    var lines = [
      style.title("Delete \(viewModel.recipe.title) from your cookbook?"),
      "Type yes to delete it or no to keep it.",
    ]
    if let error = viewModel.problem {
      lines.append(style.problem(Phrasebook.recipeNotDeleted(error)))
    }
    return lines
  }
}
