import Coordinators

/// A yes/no question's two exits; either closes it.
struct ConfirmationCommands: ScreenCommands {
  let confirmation: ConfirmationAlert

  var commands: [CommandHelp] {
    switch confirmation.question {
    case .deleteRecipe:
      [
        CommandHelp(usage: "yes", summary: "delete the recipe from your cookbook"),
        CommandHelp(usage: "no", summary: "keep it"),
      ]
    case .deletePantryItem:
      [
        CommandHelp(usage: "yes", summary: "delete the item"),
        CommandHelp(usage: "no", summary: "keep it"),
      ]
    }
  }

  func handle(_ command: Command) async -> ScreenResponse {
    switch command {
    case .yes: confirmation.answer(true)
    case .no: confirmation.answer(false)
    default: return .notHere
    }
    return .done
  }
}

extension ScreenCommandsVisitor {
  func confirmation(_ model: ConfirmationAlert) -> Output {
    ConfirmationCommands(confirmation: model)
  }
}
