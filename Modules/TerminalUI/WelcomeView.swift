import AuthFeature
import Coordinators
import TerminalCommands

/// The welcome in the global slot: one greeting, one way on.
struct WelcomeView: ScreenView {
  let viewModel: WelcomeViewModel

  func render(_ style: TerminalStyle) -> [String] {
    [
      style.title("Welcome to Cookbook, \(SafeText.display(viewModel.user.name))"),
      "Recipes, your favourites, your pantry and your profile each have a tab of their own.",
      "Every screen has a link: type where to see it, open to follow one.",
      style.dim("Type continue (or back) to begin."),
    ]
  }
}

extension LineViews {
  func welcome(_ model: WelcomeViewModel) -> Output { WelcomeView(viewModel: model) }
}
