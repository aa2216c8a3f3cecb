import Coordinators
import DetailFeature
import TerminalCommands

/// The share sheet: its three exits as buttons. Exporting asks for a path on the `:` line,
/// filled in with the suggested file name.
struct ShareSheetScreen: FullScreenView {
  let viewModel: ShareRecipeViewModel

  var model: AnyObject { viewModel }
  var title: String { "Share" }

  var lines: [Line] {
    var lines: [Line] = [
      .text("Share \(viewModel.recipe.title)", .title), .blank,
      .button("Show the link", .link),
      Line(
        text: "Export as Markdown…", detail: "asks where",
        item: .prompt("export \(viewModel.suggestedFileName)")),
      .button("Cancel", .cancel),
    ]
    if let problem = viewModel.problem {
      lines += [.blank, .text(SafeText.display(problem, limit: 300), .problem)]
    }
    return lines
  }
}

extension FullScreenViews {
  func shareSheet(_ model: ShareRecipeViewModel) -> Output { ShareSheetScreen(viewModel: model) }
}
