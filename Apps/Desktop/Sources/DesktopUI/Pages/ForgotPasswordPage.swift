import AdwaitaKit
import AuthFeature
import Phrasebook

/// The forgot-password screen, pushed over sign-in: an address and Send.
@MainActor
final class ForgotPasswordPage: Page {
  private let viewModel: ForgotPasswordViewModel
  private let layout = PageLayout(scrolls: false)
  private let email = Entry(label: "E-mail address")
  private let send = Button("Send Reset Link")
  private let problem = StatusLine(isProblem: true)

  init(viewModel: ForgotPasswordViewModel, context: PageContext) {
    self.viewModel = viewModel
    send.addStyleClass("suggested-action")
    layout.append(heading("Reset your password"), email, problem.label, send)
    let sendTapped: @MainActor () -> Void = { [weak email] in
      let address = email?.text ?? ""
      context.send { await viewModel.sendTapped(email: address) }
    }
    send.onClicked(sendTapped)
    email.onActivate(sendTapped)
    observing { [weak self] in self?.update() }
  }

  var content: PageContent { .page(layout.root, title: "Reset your password") }

  private func update() {
    var problems = [viewModel.emailError.map(Phrasebook.emailProblem)].compactMap { $0 }
    if case .failed(let error) = viewModel.status {
      problems.append(Phrasebook.resetLinkNotSent(error))
    }
    problem.show(problems.joined(separator: "\n"))
    send.isSensitive = viewModel.status != .sending
  }
}

extension ScreenPages {
  func forgotPassword(_ model: ForgotPasswordViewModel) -> Output {
    ForgotPasswordPage(viewModel: model, context: context)
  }
}
