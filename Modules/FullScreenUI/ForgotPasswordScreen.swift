import AuthFeature
import Coordinators
import Phrasebook
import TerminalCommands

/// The forgot-password form: one address field.
struct ForgotPasswordScreen: FullScreenView {
  let viewModel: ForgotPasswordViewModel

  var model: AnyObject { viewModel }
  var title: String { "Forgot password" }

  var lines: [Line] {
    var lines: [Line] = [
      .text("Forgot password", .title), .text("Get a link to choose a new password."), .blank,
      .field(Field(name: "email", label: "E-mail", maxLength: 254)),
    ]
    if let problem = viewModel.emailError {
      lines.append(.text(Phrasebook.emailProblem(problem), .problem))
    }
    switch viewModel.status {
    case .editing: break
    case .sending: lines.append(.text("Sending…", .dimmed))
    case .failed(let error): lines.append(.text(Phrasebook.resetLinkNotSent(error), .problem))
    }
    lines += [.blank, Line(text: "Send the link", item: .submit)]
    return lines
  }

  func submit(_ values: [String: String]) -> [Command] {
    [.send(email: values["email", default: ""])]
  }
}

extension FullScreenViews {
  func forgotPassword(_ model: ForgotPasswordViewModel) -> Output {
    ForgotPasswordScreen(viewModel: model)
  }
}
