import AuthFeature

/// The forgot-password screen.
struct ForgotPasswordView: ScreenView {
  let viewModel: ForgotPasswordViewModel

  func render(_ style: TerminalStyle) -> [String] {
    var lines = [style.title("Forgot password"), "Type send EMAIL to get a reset link."]
    if let error = viewModel.emailError { lines.append(style.problem(error)) }
    switch viewModel.status {
    case .editing: break
    case .sending: lines.append(style.dim("Sending…"))
    case .failed(let message): lines.append(style.problem(message))
    }
    return lines
  }
}
