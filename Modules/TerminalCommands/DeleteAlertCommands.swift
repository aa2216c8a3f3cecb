import DetailFeature

/// The delete confirmation's two exits.
struct DeleteAlertCommands: ScreenCommands {
  let viewModel: DeleteRecipeViewModel

  var commands: [CommandHelp] {
    [
      CommandHelp(usage: "yes", summary: "delete the recipe from your cookbook"),
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
