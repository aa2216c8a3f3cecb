import Coordinators

extension Screen {
  /// The line-mode view of this screen, registered in this one switch, which the compiler
  /// points to when a screen is added. `Scripts/new-feature.sh` adds a line here.
  var lineView: any ScreenRendering {
    switch self {
    case .signIn(let viewModel): SignInView(viewModel: viewModel)
    case .forgotPassword(let viewModel): ForgotPasswordView(viewModel: viewModel)
    case .recipeList(let viewModel): RecipeListView(viewModel: viewModel)
    case .favorites(let viewModel): FavoritesView(viewModel: viewModel)
    case .recipeDetail(let viewModel): RecipeDetailView(viewModel: viewModel)
    case .author(let viewModel): AuthorView(viewModel: viewModel)
    case .welcome(let viewModel): WelcomeView(viewModel: viewModel)
    case .pantry(let viewModel): PantryView(viewModel: viewModel)
    case .pantryItemForm(let viewModel): PantryFormView(viewModel: viewModel)
    case .pantryDeleteAlert(let viewModel): PantryDeleteView(viewModel: viewModel)
    case .profile(let viewModel): ProfileView(viewModel: viewModel)
    case .settings(let viewModel): SettingsView(viewModel: viewModel)
    case .shareSheet(let viewModel): ShareSheetView(viewModel: viewModel)
    case .deleteAlert(let viewModel): DeleteAlertView(viewModel: viewModel)
    }
  }
}
