import Foundation
import ProfileFeature

/// The Profile tab: who is signed in and until when.
struct ProfileView: ScreenView {
  let viewModel: ProfileViewModel

  var commands: [CommandHelp] {
    [
      CommandHelp(usage: "settings", summary: "open the settings"),
      CommandHelp(usage: "logout", summary: "sign out"),
    ]
  }

  func render(_ style: TerminalStyle) -> [String] {
    let session = viewModel.session
    let until = session.expiresAt.formatted(
      Date.ISO8601FormatStyle(timeZone: .current).year().month().day().time(
        includingFractionalSeconds: false
      )
      .dateTimeSeparator(.space).timeSeparator(.colon))
    return [
      style.title("Profile"),
      "Signed in as \(SafeText.display(session.user.name))",
      style.dim("Until \(until)"),
    ]
  }

  func handle(_ command: Command) async -> ScreenResponse {
    guard case .settings = command else { return .notHere }
    viewModel.settingsTapped()
    return .done
  }
}
