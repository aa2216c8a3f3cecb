import PantryFeature

/// The confirmation before deleting a pantry item: yes or no.
struct PantryDeleteView: ScreenView {
  let viewModel: DeletePantryItemViewModel

  var commands: [CommandHelp] {
    [
      CommandHelp(usage: "yes", summary: "delete the item"),
      CommandHelp(usage: "no", summary: "keep it"),
    ]
  }

  func render(_ style: TerminalStyle) -> [String] {
    var lines = [
      style.title("Delete \(SafeText.display(viewModel.item.name)) from your pantry?"),
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
