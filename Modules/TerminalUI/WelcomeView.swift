import AuthFeature

/// The welcome in the global slot: one greeting, one way on.
struct WelcomeView: ScreenView {
  let viewModel: WelcomeViewModel

  var commands: [CommandHelp] {
    [CommandHelp(usage: "continue", summary: "close the welcome and start cooking")]
  }

  func render(_ style: TerminalStyle) -> [String] {
    [
      style.title("Welcome to Cookbook, \(SafeText.display(viewModel.user.name))"),
      "Recipes, your favourites, your pantry and your profile each have a tab of their own.",
      "Every screen has a link: type where to see it, open to follow one.",
      style.dim("Type continue (or back) to begin."),
    ]
  }

  func back() async -> ScreenResponse? {
    await viewModel.continueTapped()
    return .done
  }

  func handle(_ command: Command) async -> ScreenResponse {
    guard case .continue = command else { return .notHere }
    await viewModel.continueTapped()
    return .done
  }
}
