import AdwaitaKit
import Foundation
import ProfileFeature

/// The Profile tab's root: who is signed in, Settings and Sign Out.
@MainActor
final class ProfilePage: Page {
  private let viewModel: ProfileViewModel
  private let layout = PageLayout()
  private let name = heading("", style: "title-1")
  private let expiry = Label()

  init(viewModel: ProfileViewModel, context: PageContext) {
    self.viewModel = viewModel
    let settings = Button("Settings")
    let signOut = Button("Sign Out")
    signOut.addStyleClass("destructive-action")
    for button in [settings, signOut] { button.alignStart() }
    expiry.alignToStart()
    expiry.addStyleClass("dim-label")
    layout.append(name, expiry, settings, signOut)
    settings.onClicked { context.send { viewModel.settingsTapped() } }
    signOut.onClicked { context.send { await viewModel.signOutTapped() } }
    observing { [weak self] in self?.update() }
  }

  var content: PageContent { .page(layout.root, title: "Profile") }

  private func update() {
    let session = viewModel.session
    name.text = session.user.name
    expiry.text =
      "Signed in until \(session.expiresAt.formatted(date: .omitted, time: .shortened))."
  }
}
