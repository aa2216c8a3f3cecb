import Coordinators
import Foundation
import ProfileFeature
import TerminalCommands

/// The Profile tab: who is signed in and until when.
struct ProfileView: ScreenView {
  let viewModel: ProfileViewModel

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
}

extension LineViews {
  func profile(_ model: ProfileViewModel) -> Output { ProfileView(viewModel: model) }
}
