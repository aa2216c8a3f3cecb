import DetailFeature

/// The alert that confirms a deletion: yes or no.
struct DeleteAlertView: ScreenView {
  let viewModel: DeleteRecipeViewModel

  func render(_ style: TerminalStyle) -> [String] {
    var lines = [
      style.title("Delete \(viewModel.recipe.title) from your cookbook?"),
      "Type yes to delete it or no to keep it.",
    ]
    if let problem = viewModel.problem { lines.append(style.problem(problem)) }
    return lines
  }
}
