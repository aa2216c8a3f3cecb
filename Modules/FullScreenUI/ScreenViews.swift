import Coordinators

extension Screen {
  /// The full-screen view of this screen.
  var fullScreenView: any FullScreenView {
    let entries = self.entries
    return entries.isEmpty ? view : WithEntries(view: view, entries: entries)
  }

  /// The view registered for this screen, in this one switch, which the compiler points to
  /// when a screen is added. `Scripts/new-feature.sh` adds a line here.
  private var view: any FullScreenView {
    switch self {
    case .signIn(let viewModel): SignInScreen(viewModel: viewModel)
    case .forgotPassword(let viewModel): ForgotPasswordScreen(viewModel: viewModel)
    case .recipeList(let viewModel): RecipeListScreen(viewModel: viewModel)
    case .favorites(let viewModel): FavoritesScreen(viewModel: viewModel)
    case .recipeDetail(let viewModel): RecipeDetailScreen(viewModel: viewModel)
    case .author(let viewModel): AuthorScreen(viewModel: viewModel)
    case .welcome(let viewModel): WelcomeScreen(viewModel: viewModel)
    case .pantry(let viewModel): PantryScreen(viewModel: viewModel)
    case .pantryItemForm(let viewModel): PantryFormScreen(viewModel: viewModel)
    case .pantryDeleteAlert(let viewModel): PantryDeleteScreen(viewModel: viewModel)
    case .profile(let viewModel): ProfileScreen(viewModel: viewModel)
    case .settings(let viewModel): SettingsScreen(viewModel: viewModel)
    case .shareSheet(let viewModel): ShareSheetScreen(viewModel: viewModel)
    case .deleteAlert(let viewModel): DeleteAlertScreen(viewModel: viewModel)
    }
  }
}
