import AuthFeature
import Coordinators

/// The sign-in screen's commands.
struct SignInCommands: ScreenCommands {
  let viewModel: SignInViewModel

  var commands: [CommandHelp] {
    [
      CommandHelp(
        usage: "login USER PASSWORD", summary: "sign in", examples: ["login USER PASSWORD"])
    ]
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
    default:
      return .notHere
    }
  }
}

extension ScreenCommandsVisitor {
  func signIn(_ model: SignInViewModel) -> Output { SignInCommands(viewModel: model) }
}
