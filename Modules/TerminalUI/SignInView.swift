import AuthFeature
import TerminalCommands

/// The sign-in screen.
struct SignInView: ScreenView {
  let viewModel: SignInViewModel

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
    lines.append(style.dim("login USER PASSWORD signs in (at a terminal, login USER asks)."))
    lines.append(style.dim(Phrases.demoAccounts))
    if viewModel.isCancellable {
      lines.append(style.dim("back signs out; your tabs stay only for the same user."))
    }
    return lines
  }
}
