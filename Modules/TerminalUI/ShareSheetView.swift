import Coordinators
import DetailFeature
import TerminalCommands

/// The share sheet over a recipe: three exits and nothing else.
struct ShareSheetView: ScreenView {
  let viewModel: ShareRecipeViewModel

  func render(_ style: TerminalStyle) -> [String] {
    var lines = [
      style.title("Share \(viewModel.recipe.title)"),
      "  link          show the recipe's link",
      "  export PATH   save it as a Markdown file",
      "  cancel        close this sheet",
    ]
    if let problem = viewModel.problem {
      lines.append(style.problem(SafeText.display(problem, limit: 300)))
    }
    return lines
  }
}

extension LineViews {
  func shareSheet(_ model: ShareRecipeViewModel) -> Output { ShareSheetView(viewModel: model) }
}
