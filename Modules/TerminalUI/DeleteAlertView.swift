import DetailFeature

/// The alert that confirms a deletion: yes or no.
struct DeleteAlertView: ScreenView {
  let viewModel: DeleteRecipeViewModel

  var commands: [CommandHelp] {
    [
      CommandHelp(usage: "yes", summary: "delete the recipe from your cookbook"),
      CommandHelp(usage: "no", summary: "keep it"),
    ]
  }

  func render(_ style: TerminalStyle) -> [String] {
    var lines = [
      style.title("Delete \(viewModel.recipe.title) from your cookbook?"),
      "Type yes to delete it or no to keep it.",
    ]
    if let problem = viewModel.problem { lines.append(style.problem(problem)) }
    return lines
  }

  func handle(_ command: Command) async -> ScreenResponse {
    switch command {
    case .yes: await viewModel.yesTapped()
    case .no: await viewModel.noTapped()
    default: return .notHere
    }
    return .done
  }
}
