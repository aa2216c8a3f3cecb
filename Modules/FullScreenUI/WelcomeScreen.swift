import AuthFeature
import Coordinators
import TerminalCommands

/// The welcome in the global slot: a greeting and one way on.
struct WelcomeScreen: FullScreenView {
  let viewModel: WelcomeViewModel

  var model: AnyObject { viewModel }
  var title: String { "Welcome" }

  var lines: [Line] {
    [
      .text("Welcome to Cookbook, \(SafeText.display(viewModel.user.name))", .title), .blank,
      .text("Recipes, your favourites, your pantry and your profile each have a tab."),
      .text("Tab moves between them; each keeps the screens you opened."),
      .text("Every screen has a link: the header shows it, and :open follows one."), .blank,
      .button("Continue", .continue),
    ]
  }
}

extension FullScreenViews {
  func welcome(_ model: WelcomeViewModel) -> Output { WelcomeScreen(viewModel: model) }
}
