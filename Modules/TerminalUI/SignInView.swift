import AuthFeature
import Coordinators
import Phrasebook
import TerminalCommands

/// The sign-in screen.
struct SignInView: ScreenView {
  let viewModel: SignInViewModel

  func render(_ style: TerminalStyle) -> [String] {
    var lines = [style.title("Sign in to Cookbook")]
    if let notice = viewModel.notice { lines.append(style.success(Phrases.signIn(notice))) }
    if !viewModel.username.isEmpty { lines.append("User: \(SafeText.display(viewModel.username))") }
    if let problem = viewModel.usernameError {
      lines.append(style.problem(Phrasebook.usernameProblem(problem)))
    }
    if let problem = viewModel.passwordError {
      lines.append(style.problem(Phrasebook.passwordProblem(problem)))
    }
    switch viewModel.status {
    case .editing: break
    case .signingIn: lines.append(style.dim("Signing in…"))
    case .failed(let error): lines.append(style.problem(Phrasebook.signInFailed(error)))
    }
    lines.append(style.dim("login USER PASSWORD signs in (at a terminal, login USER asks)."))
    lines.append(style.dim(Phrases.demoAccounts))
    if viewModel.isCancellable {
      lines.append(style.dim("back signs out; your tabs stay only for the same user."))
    }
    return lines
  }
}

extension LineViews {
  func signIn(_ model: SignInViewModel) -> Output { SignInView(viewModel: model) }
}
