import ProfileFeature

/// The Profile tab's commands: none of its own. `logout` is the runner's, as it works wherever
/// the user is, and `settings` is the entry the settings screen declares.
struct ProfileCommands: ScreenCommands {
  let viewModel: ProfileViewModel

  var commands: [CommandHelp] { [] }

  func handle(_ command: Command) async -> ScreenResponse { .notHere }
}
