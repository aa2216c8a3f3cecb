import AuthFeature
import Coordinators
import Phrasebook
import TerminalCommands

/// The sign-in form: user and password fields, the password never shown.
struct SignInScreen: FullScreenView {
  let viewModel: SignInViewModel

  var model: AnyObject { viewModel }
  var title: String { "Sign in" }

  var lines: [Line] {
    var lines: [Line] = [.text("Sign in to Cookbook", .title)]
    if let notice = viewModel.notice { lines.append(.text(Phrases.signIn(notice), .success)) }
    lines += [
      .blank, .field(Field(name: "user", label: "User")),
      .field(Field(name: "password", label: "Password", isSecret: true)),
    ]
    if let problem = viewModel.usernameError {
      lines.append(.text(Phrasebook.usernameProblem(problem), .problem))
    }
    if let problem = viewModel.passwordError {
      lines.append(.text(Phrasebook.passwordProblem(problem), .problem))
    }
    switch viewModel.status {
    case .editing: break
    case .signingIn: lines.append(.text("Signing in…", .dimmed))
    case .failed(let error): lines.append(.text(Phrasebook.signInFailed(error), .problem))
    }
    lines += [.blank, Line(text: "Sign in", item: .submit)]
    if viewModel.isCancellable {
      lines.append(.button("Sign out", .back, detail: "your tabs stay only for the same user"))
    }
    lines += [.blank, .text(Phrases.demoAccounts, .dimmed)]
    return lines
  }

  func submit(_ values: [String: String]) -> [Command] {
    [.login(user: values["user", default: ""], password: values["password", default: ""])]
  }
}

extension FullScreenViews {
  func signIn(_ model: SignInViewModel) -> Output { SignInScreen(viewModel: model) }
}
