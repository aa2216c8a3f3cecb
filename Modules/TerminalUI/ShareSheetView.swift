import DetailFeature

/// The share sheet over a recipe: three exits and nothing else.
struct ShareSheetView: ScreenView {
  let viewModel: ShareRecipeViewModel

  var commands: [CommandHelp] {
    [
      CommandHelp(usage: "link", summary: "show the recipe's link"),
      CommandHelp(usage: "export PATH", summary: "save the recipe as a Markdown file at PATH"),
      CommandHelp(usage: "cancel", summary: "close the sheet"),
    ]
  }

  func render(_ style: TerminalStyle) -> [String] {
    var lines = [
      style.title("Share \(viewModel.recipe.title)"),
      "  link          show the recipe's link",
      "  export PATH   save it as a Markdown file",
      "  cancel        close this sheet",
    ]
    if let problem = viewModel.problem {
      lines.append(style.problem(SafeText.display(problem, limit: 200)))
    }
    return lines
  }

  func handle(_ command: Command) async -> ScreenResponse {
    switch command {
    case .link: viewModel.linkTapped()
    case .export(let path): viewModel.exportTapped(path: path)
    case .cancel: viewModel.cancelTapped()
    default: return .notHere
    }
    return .done
  }
}
