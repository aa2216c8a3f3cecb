import AuthFeature
import Coordinators
import Phrasebook

/// The forgot-password screen.
struct ForgotPasswordView: ScreenView {
  let viewModel: ForgotPasswordViewModel

  func render(_ style: TerminalStyle) -> [String] {
    var lines = [style.title("Forgot password"), "Type send EMAIL to get a reset link."]
    if let problem = viewModel.emailError {
      lines.append(style.problem(Phrasebook.emailProblem(problem)))
    }
    switch viewModel.status {
    case .editing: break
    case .sending: lines.append(style.dim("Sending…"))
    case .failed(let error): lines.append(style.problem(Phrasebook.resetLinkNotSent(error)))
    }
    return lines
  }
}

extension LineViews {
  func forgotPassword(_ model: ForgotPasswordViewModel) -> Output {
    ForgotPasswordView(viewModel: model)
  }
}
