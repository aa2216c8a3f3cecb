import Coordinators
import ProfileFeature

/// The Profile tab's commands: none of its own. `logout` is the runner's, as it works wherever
/// the user is, and `settings` is a way on that the Profile stack declares.
struct ProfileCommands: ScreenCommands {
  let viewModel: ProfileViewModel

  var commands: [CommandHelp] { [] }

  func handle(_ command: Command) async -> ScreenResponse { .notHere }
}

extension ScreenCommandsVisitor {
  func profile(_ model: ProfileViewModel) -> Output { ProfileCommands(viewModel: model) }
}
