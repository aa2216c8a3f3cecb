import AdwaitaKit
import Foundation
import ProfileFeature

/// The Profile tab's root: who is signed in, the ways on from it (Settings) and Sign Out.
@MainActor
final class ProfilePage: Page {
  private let viewModel: ProfileViewModel
  private let layout = PageLayout()
  private let name = heading("", style: "title-1")
  private let expiry = Label()
  private let entries: EntryButtons

  init(viewModel: ProfileViewModel, context: PageContext) {
    self.viewModel = viewModel
    entries = EntryButtons(of: viewModel, context: context)
    let signOut = Button("Sign Out")
    signOut.addStyleClass("destructive-action")
    signOut.alignStart()
    expiry.alignToStart()
    expiry.addStyleClass("dim-label")
    layout.append(name, expiry, entries.box, signOut)
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

extension ScreenPages {
  func profile(_ model: ProfileViewModel) -> Output {
    ProfilePage(viewModel: model, context: context)
  }
}
