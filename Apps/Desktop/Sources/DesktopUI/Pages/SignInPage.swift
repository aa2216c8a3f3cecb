import AdwaitaKit
import AuthFeature

/// The sign-in screen: user, password, and the Sign In button, over a ``SignInViewModel``.
@MainActor
final class SignInPage {
  let root = Box(.vertical, spacing: 12)
  private let viewModel: SignInViewModel
  private let notice = Label()
  private let user = Entry(label: "User")
  private let password = PasswordEntry(label: "Password")
  private let problem = Label()
  private let signIn = Button("Sign In")

  init(viewModel: SignInViewModel) {
    self.viewModel = viewModel
    let heading = Label("Sign in to Cookbook")
    heading.addStyleClass("title-1")
    let hint = Label(DesktopPhrases.demoAccounts)
    hint.wrap()
    hint.addStyleClass("dim-label")
    signIn.addStyleClass("suggested-action")
    for label in [notice, problem] { label.wrap() }
    problem.addStyleClass("error")
    for child: Widget in [heading, notice, user, password, problem, signIn, hint] {
      root.append(child)
    }
    root.setMargins(32)
    user.text = viewModel.username
    signIn.onClicked { [weak self] in self?.signInTapped() }
    password.onActivate { [weak self] in self?.signInTapped() }
    user.onActivate { [weak self] in self?.password.grabFocus() }
    observing { [weak self] in self?.update() }
  }

  private func signInTapped() {
    let (name, secret) = (user.text, password.text)
    Task { [viewModel] in await viewModel.signInTapped(username: name, password: secret) }
  }

  private func update() {
    notice.text = viewModel.notice.map(DesktopPhrases.signIn) ?? ""
    notice.isVisible = viewModel.notice != nil
    var problems = [viewModel.usernameError, viewModel.passwordError].compactMap { $0 }
    if case .failed(let reason) = viewModel.status { problems.append(reason) }
    problem.text = problems.joined(separator: "\n")
    problem.isVisible = !problems.isEmpty
    signIn.isSensitive = viewModel.status != .signingIn
  }
}
