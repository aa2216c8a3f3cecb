import AdwaitaKit
import AuthFeature
import Phrasebook

/// The sign-in screen: user, password, Sign In and the ways on from it (Forgot Password); as
/// the global modal after an expiry, Sign Out, its way out, in their place.
@MainActor
final class SignInPage: Page {
  private let viewModel: SignInViewModel
  private let context: PageContext
  private let layout = PageLayout(scrolls: false)
  private let notice = StatusLine()
  private let user = Entry(label: "User")
  private let password = PasswordEntry(label: "Password")
  private let problem = StatusLine(isProblem: true)
  private let signIn = Button("Sign In")
  private let entries: EntryButtons

  init(viewModel: SignInViewModel, context: PageContext) {
    self.viewModel = viewModel
    self.context = context
    entries = EntryButtons(of: viewModel, context: context)
    let hint = Label(DesktopPhrases.demoAccounts)
    hint.wrap()
    hint.addStyleClass("dim-label")
    signIn.addStyleClass("suggested-action")
    layout.append(heading("Sign in to Cookbook", style: "title-1"), notice.label, user, password)
    layout.append(problem.label, signIn)
    if viewModel.isCancellable {
      let signOut = Button("Sign Out")
      signOut.onClicked { [weak self] in self?.signOutTapped() }
      layout.append(signOut)
    } else {
      layout.append(entries.box, hint)
    }
    user.text = viewModel.username
    signIn.onClicked { [weak self] in self?.signInTapped() }
    password.onActivate { [weak self] in self?.signInTapped() }
    user.onActivate { [weak self] in self?.password.grabFocus() }
    observing { [weak self] in self?.update() }
  }

  var content: PageContent {
    .page(layout.root, title: viewModel.isCancellable ? "Sign in again" : "Sign in")
  }

  /// Escape over the tabs gives up signing in again, as Sign Out does.
  func closeRequested() -> CloseAnswer {
    guard viewModel.isCancellable else { return .dismiss }
    signOutTapped()
    return .handled
  }

  private func signInTapped() {
    let (name, secret) = (user.text, password.text)
    context.send { [viewModel] in await viewModel.signInTapped(username: name, password: secret) }
  }

  private func signOutTapped() {
    context.send { [viewModel] in await viewModel.cancelTapped() }
  }

  private func update() {
    notice.show(viewModel.notice.map(DesktopPhrases.signIn))
    var problems = [
      viewModel.usernameError.map(Phrasebook.usernameProblem),
      viewModel.passwordError.map(Phrasebook.passwordProblem),
    ].compactMap { $0 }
    if case .failed(let error) = viewModel.status {
      problems.append(Phrasebook.signInFailed(error))
    }
    problem.show(problems.joined(separator: "\n"))
    signIn.isSensitive = viewModel.status != .signingIn
  }
}

extension ScreenPages {
  func signIn(_ model: SignInViewModel) -> Output {
    SignInPage(viewModel: model, context: context)
  }
}
