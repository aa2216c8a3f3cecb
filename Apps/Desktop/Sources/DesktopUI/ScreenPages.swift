import Coordinators

extension Screen {
  /// The page that shows this screen. Every screen is registered here, in this one switch, so
  /// a screen added to `Screen` does not compile until it has its page.
  func page(in context: PageContext) -> any Page {
    switch self {
    case .signIn(let viewModel): SignInPage(viewModel: viewModel, context: context)
    case .welcome(let viewModel): WelcomePage(viewModel: viewModel, context: context)
    case .forgotPassword(let viewModel): ForgotPasswordPage(viewModel: viewModel, context: context)
    case .recipeList(let viewModel): RecipeListPage(viewModel: viewModel, context: context)
    case .favorites(let viewModel): FavoritesPage(viewModel: viewModel, context: context)
    case .recipeDetail(let viewModel): RecipeDetailPage(viewModel: viewModel, context: context)
    case .author(let viewModel): AuthorPage(viewModel: viewModel, context: context)
    case .shareSheet(let viewModel): ShareSheetPage(viewModel: viewModel, context: context)
    case .deleteAlert(let viewModel): DeleteRecipePage(viewModel: viewModel, context: context)
    case .pantry(let viewModel): PantryPage(viewModel: viewModel, context: context)
    case .pantryItemForm(let viewModel): PantryFormPage(viewModel: viewModel, context: context)
    case .pantryDeleteAlert(let viewModel):
      DeletePantryItemPage(viewModel: viewModel, context: context)
    case .profile(let viewModel): ProfilePage(viewModel: viewModel, context: context)
    case .settings(let viewModel): SettingsPage(viewModel: viewModel, context: context)
    }
  }
}
