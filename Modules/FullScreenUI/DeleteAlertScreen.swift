import DetailFeature
import Phrasebook
import TerminalCommands

/// The delete confirmation: two buttons, Keep it selected at first, as a platform's alert
/// defaults to its cancel button rather than its destructive one.
struct DeleteAlertScreen: FullScreenView {
  let viewModel: DeleteRecipeViewModel

  var model: AnyObject { viewModel }
  var title: String { "Delete" }

  var lines: [Line] {
    var lines: [Line] = [
      .text("Delete \(viewModel.recipe.title) from your cookbook?", .title), .blank,
      .button("Delete", .yes), .button("Keep it", .no, isDefault: true),
    ]
    if let error = viewModel.problem {
      lines += [.blank, .text(Phrasebook.recipeNotDeleted(error), .problem)]
    }
    return lines
  }
}
