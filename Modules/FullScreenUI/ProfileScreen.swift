import Coordinators
import Foundation
import ProfileFeature
import TerminalCommands

/// The Profile tab: who is signed in, until when, the settings and signing out.
struct ProfileScreen: FullScreenView {
  let viewModel: ProfileViewModel

  var model: AnyObject { viewModel }
  var title: String { "Profile" }

  var lines: [Line] {
    let session = viewModel.session
    let until = session.expiresAt.formatted(
      Date.ISO8601FormatStyle(timeZone: .current).year().month().day()
        .time(includingFractionalSeconds: false).dateTimeSeparator(.space).timeSeparator(.colon))
    return [
      .text("Profile", .title), .text("Signed in as \(SafeText.display(session.user.name))"),
      .text("Until \(until)", .dimmed), .blank, .button("Sign out", .logout),
    ]
  }

  /// The screens added under Profile (the settings) come before signing out.
  func place(entries: [Line], in lines: [Line]) -> [Line] {
    lines.dropLast() + entries + lines.suffix(1)
  }
}

extension FullScreenViews {
  func profile(_ model: ProfileViewModel) -> Output { ProfileScreen(viewModel: model) }
}
