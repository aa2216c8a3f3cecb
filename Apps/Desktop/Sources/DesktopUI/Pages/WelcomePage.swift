import AdwaitaKit
import AuthFeature

/// The welcome in the global slot: who is welcomed, and Continue.
@MainActor
final class WelcomePage: Page {
  private let layout = PageLayout(scrolls: false)

  init(viewModel: WelcomeViewModel, context: PageContext) {
    let text = Label(
      "Browse the recipes, keep your favourites, and note what is in your pantry.")
    text.wrap()
    let proceed = Button("Continue")
    proceed.addStyleClass("suggested-action")
    proceed.onClicked { context.send { await viewModel.continueTapped() } }
    layout.append(heading("Welcome, \(viewModel.user.name)", style: "title-1"), text, proceed)
  }

  var content: PageContent { .page(layout.root, title: "Welcome") }
}

extension ScreenPages {
  func welcome(_ model: WelcomeViewModel) -> Output {
    WelcomePage(viewModel: model, context: context)
  }
}
