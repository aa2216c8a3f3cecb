import AuthFeature
import Coordinators

/// The forgot-password screen's commands.
struct ForgotPasswordCommands: ScreenCommands {
  let viewModel: ForgotPasswordViewModel

  var commands: [CommandHelp] {
    [
      CommandHelp(
        usage: "send EMAIL", summary: "send a reset link to EMAIL",
        examples: ["send cook@example.com", "send nope"])
    ]
  }

  func handle(_ command: Command) async -> ScreenResponse {
    guard case .send(let email) = command else { return .notHere }
    await viewModel.sendTapped(email: email)
    return .done
  }
}

extension ScreenCommandsVisitor {
  func forgotPassword(_ model: ForgotPasswordViewModel) -> Output {
    ForgotPasswordCommands(viewModel: model)
  }
}
