import AuthFeature

/// The sign-in screen's commands.
struct SignInCommands: ScreenCommands {
  let viewModel: SignInViewModel

  var commands: [CommandHelp] {
    [
      CommandHelp(
        usage: "login USER PASSWORD", summary: "sign in", examples: ["login USER PASSWORD"])
    ]
      + (viewModel.offersPasswordReset
        ? [CommandHelp(usage: "forgot", summary: "reset a forgotten password")] : [])
  }

  func back() async -> ScreenResponse? {
    guard viewModel.isCancellable else { return nil }
    await viewModel.cancelTapped()
    return .done
  }

  func handle(_ command: Command) async -> ScreenResponse {
    switch command {
    case .login(let user, let password):
      await viewModel.signInTapped(username: user ?? "", password: password ?? "")
      return .done
    case .forgot where viewModel.offersPasswordReset:
      viewModel.forgotPasswordTapped()
      return .done
    default:
      return .notHere
    }
  }
}
