import AuthFeature

/// The sign-in screen.
struct SignInView: ScreenView {
  let viewModel: SignInViewModel

  var commands: [CommandHelp] {
    [
      CommandHelp(usage: "login USER PASSWORD", summary: "sign in"),
      CommandHelp(usage: "forgot", summary: "reset a forgotten password"),
    ]
  }

  func render(_ style: TerminalStyle) -> [String] {
    var lines = [style.title("Sign in to Cookbook")]
    if let notice = viewModel.notice { lines.append(style.success(Phrases.signIn(notice))) }
    if !viewModel.username.isEmpty { lines.append("User: \(SafeText.display(viewModel.username))") }
    for error in [viewModel.usernameError, viewModel.passwordError].compactMap({ $0 }) {
      lines.append(style.problem(error))
    }
    switch viewModel.status {
    case .editing: break
    case .signingIn: lines.append(style.dim("Signing in…"))
    case .failed(let message): lines.append(style.problem(message))
    }
    lines.append(
      style.dim(
        "login USER PASSWORD signs in (at a terminal, login USER asks). Demo accounts: README."))
    if viewModel.isCancellable {
      lines.append(style.dim("back signs out; your tabs stay only for the same user."))
    }
    return lines
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
    case .forgot:
      viewModel.forgotPasswordTapped()
      return .done
    default:
      return .notHere
    }
  }
}
