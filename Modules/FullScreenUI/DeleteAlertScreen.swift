import DetailFeature
import TerminalCommands

/// The delete confirmation: two buttons.
struct DeleteAlertScreen: FullScreenView {
  let viewModel: DeleteRecipeViewModel

  var model: AnyObject { viewModel }
  var title: String { "Delete" }

  var lines: [Line] {
    var lines: [Line] = [
      .text("Delete \(viewModel.recipe.title) from your cookbook?", .title), .blank,
      .button("Delete", .yes), .button("Keep it", .no),
    ]
    if let problem = viewModel.problem { lines += [.blank, .text(problem, .problem)] }
    return lines
  }
}
