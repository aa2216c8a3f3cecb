import PantryFeature

/// The confirmation before deleting a pantry item: its two exits.
struct PantryDeleteCommands: ScreenCommands {
  let viewModel: DeletePantryItemViewModel

  var commands: [CommandHelp] {
    [
      CommandHelp(usage: "yes", summary: "delete the item"),
      CommandHelp(usage: "no", summary: "keep it"),
    ]
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
