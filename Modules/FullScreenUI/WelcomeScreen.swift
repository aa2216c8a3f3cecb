import AuthFeature
import TerminalCommands

/// The welcome in the global slot: a greeting and one way on.
struct WelcomeScreen: FullScreenView {
  let viewModel: WelcomeViewModel

  var model: AnyObject { viewModel }
  var title: String { "Welcome" }

  var lines: [Line] {
    [
      .text("Welcome to Cookbook, \(SafeText.display(viewModel.user.name))", .title), .blank,
      .text("Recipes and your favourites each have a tab with a stack of its own."),
      .text("Every screen has a link: the header shows it, and :open follows one."), .blank,
      .button("Continue", .continue),
    ]
  }
}
