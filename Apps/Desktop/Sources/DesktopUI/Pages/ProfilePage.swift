import AdwaitaKit
import Foundation
import ProfileFeature

/// The Profile tab's root: who is signed in, the pages under it (Settings) and Sign Out.
@MainActor
final class ProfilePage: TakesEntries {
  private let viewModel: ProfileViewModel
  private let layout = PageLayout()
  private let name = heading("", style: "title-1")
  private let expiry = Label()
  private let entries = Box(.vertical, spacing: 12)

  init(viewModel: ProfileViewModel, context: PageContext) {
    self.viewModel = viewModel
    let signOut = Button("Sign Out")
    signOut.addStyleClass("destructive-action")
    signOut.alignStart()
    expiry.alignToStart()
    expiry.addStyleClass("dim-label")
    layout.append(name, expiry, entries, signOut)
    signOut.onClicked { context.send { await viewModel.signOutTapped() } }
    observing { [weak self] in self?.update() }
  }

  var content: PageContent { .page(layout.root, title: "Profile") }

  /// The entries (Settings, and any page added under Profile) go above Sign Out.
  func place(_ buttons: [Button]) {
    for button in buttons { entries.append(button) }
  }

  private func update() {
    let session = viewModel.session
    name.text = session.user.name
    expiry.text =
      "Signed in until \(session.expiresAt.formatted(date: .omitted, time: .shortened))."
  }
}
