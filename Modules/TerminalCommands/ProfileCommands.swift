import ProfileFeature

/// The Profile tab's commands; `logout` is the runner's, as it works wherever the user is.
struct ProfileCommands: ScreenCommands {
  let viewModel: ProfileViewModel

  var commands: [CommandHelp] {
    [
      CommandHelp(usage: "settings", summary: "open the settings"),
      CommandHelp(usage: "logout", summary: "sign out"),
    ]
  }

  func handle(_ command: Command) async -> ScreenResponse {
    guard case .settings = command else { return .notHere }
    viewModel.settingsTapped()
    return .done
  }
}
