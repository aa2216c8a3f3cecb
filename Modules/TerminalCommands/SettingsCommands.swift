import Coordinators
import ProfileFeature

/// The settings' one command: the order every recipe list follows.
struct SettingsCommands: ScreenCommands {
  let viewModel: SettingsViewModel

  var commands: [CommandHelp] {
    [
      CommandHelp(
        usage: "sort default|title|time", summary: "order every recipe list",
        examples: ["sort title", "sort time", "sort default"])
    ]
  }

  func handle(_ command: Command) async -> ScreenResponse {
    guard case .sort(let word) = command else { return .notHere }
    guard let order = viewModel.choices.first(where: { $0.rawValue == word }) else {
      return .message(CommandError.usage("sort default|title|time").description)
    }
    await viewModel.choose(order)
    return .done
  }
}

extension ScreenCommandsVisitor {
  func settings(_ model: SettingsViewModel) -> Output { SettingsCommands(viewModel: model) }
}
