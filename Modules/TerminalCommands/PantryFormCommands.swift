import Coordinators
import PantryFeature

/// The pantry item form's commands. Back refuses while there are unsaved changes, as a
/// platform's `interactiveDismissDisabled` does.
struct PantryFormCommands: ScreenCommands {
  let viewModel: PantryFormViewModel

  var commands: [CommandHelp] {
    [
      CommandHelp(
        usage: "name TEXT", summary: "set the name (1 to 60 characters)",
        examples: ["name Rye flour", "name"]),
      CommandHelp(
        usage: "quantity TEXT", summary: "set the quantity (up to 30 characters)",
        examples: ["quantity 2 kg"]),
      CommandHelp(usage: "save", summary: "save the item"),
      CommandHelp(usage: "cancel", summary: "discard the changes and close the form"),
    ]
  }

  func back() async -> ScreenResponse? {
    guard viewModel.isDismissDisabled else { return nil }
    return .phrase(.unsavedChanges)
  }

  func handle(_ command: Command) async -> ScreenResponse {
    switch command {
    case .name(let text): await viewModel.setName(text)
    case .quantity(let text): await viewModel.setQuantity(text)
    case .save: await viewModel.saveTapped()
    case .cancel: await viewModel.cancelTapped()
    default: return .notHere
    }
    return .done
  }
}

extension ScreenCommandsVisitor {
  func pantryForm(_ model: PantryFormViewModel) -> Output { PantryFormCommands(viewModel: model) }
}
