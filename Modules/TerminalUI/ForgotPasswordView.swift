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
    case .sent(let address):
      lines.append(style.success("A reset link is on its way to \(address)."))
      lines.append("Type back to return to sign-in.")
    case .failed(let message): lines.append(style.problem(message))
    }
    return lines
  }
}
