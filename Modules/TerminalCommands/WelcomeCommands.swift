import AuthFeature
import Coordinators

/// The welcome's one command.
struct WelcomeCommands: ScreenCommands {
  let viewModel: WelcomeViewModel

  var commands: [CommandHelp] {
    [CommandHelp(usage: "continue", summary: "close the welcome and start cooking")]
  }

  func back() async -> ScreenResponse? {
    await viewModel.continueTapped()
    return .done
  }

  func handle(_ command: Command) async -> ScreenResponse {
    guard case .continue = command else { return .notHere }
    await viewModel.continueTapped()
    return .done
  }
}

extension ScreenCommandsVisitor {
  func welcome(_ model: WelcomeViewModel) -> Output { WelcomeCommands(viewModel: model) }
}
