import Coordinators

/// Where each terminal screen is registered: its commands for every `Screen` case, in one
/// switch the compiler points to when a case is added, and the entries that screens added
/// later declare on their parents. `Scripts/new-feature.sh` adds a line to each.
@MainActor
enum ScreenRegistry {
  /// The commands of `screen`.
  static func commands(of screen: Screen) -> any ScreenCommands {
    switch screen {
    case .signIn(let viewModel): SignInCommands(viewModel: viewModel)
    case .forgotPassword(let viewModel): ForgotPasswordCommands(viewModel: viewModel)
    case .recipeList(let viewModel): RecipeListCommands(viewModel: viewModel)
    case .favorites(let viewModel): FavoritesCommands(viewModel: viewModel)
    case .recipeDetail(let viewModel): RecipeDetailCommands(viewModel: viewModel)
    case .author(let viewModel): AuthorCommands(viewModel: viewModel)
    case .welcome(let viewModel): WelcomeCommands(viewModel: viewModel)
    case .pantry(let viewModel): PantryCommands(viewModel: viewModel)
    case .pantryItemForm(let viewModel): PantryFormCommands(viewModel: viewModel)
    case .pantryDeleteAlert(let viewModel): PantryDeleteCommands(viewModel: viewModel)
    case .profile(let viewModel): ProfileCommands(viewModel: viewModel)
    case .settings(let viewModel): SettingsCommands(viewModel: viewModel)
    case .shareSheet(let viewModel): ShareSheetCommands(viewModel: viewModel)
    case .deleteAlert(let viewModel): DeleteAlertCommands(viewModel: viewModel)
    }
  }

  /// Every screen that declares its entry on its parent, in the order the entries show.
  static let entries: [any EnteredFromParent.Type] = [
    SettingsCommands.self
  ]
}

extension Screen {
  /// The commands of this screen.
  var commands: any ScreenCommands { ScreenRegistry.commands(of: self) }
}
