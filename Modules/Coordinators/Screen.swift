import AuthFeature
import DetailFeature
import HomeFeature
import Navigation
import PantryFeature
import ProfileFeature

/// The visible screen together with the view model that backs it, for the UI to render.
@MainActor
public enum Screen {
  /// The sign-in screen, as the signed-out root or in the global slot after expiry.
  case signIn(SignInViewModel)
  /// The welcome in the global slot.
  case welcome(WelcomeViewModel)
  /// The forgot-password screen.
  case forgotPassword(ForgotPasswordViewModel)
  /// The Recipes tab's list.
  case recipeList(RecipeListViewModel)
  /// The Favourites tab's list.
  case favorites(FavoritesViewModel)
  /// A recipe's detail.
  case recipeDetail(RecipeDetailViewModel)
  /// An author's biography and recipes.
  case author(AuthorViewModel)
  /// The share sheet over a detail.
  case shareSheet(ShareRecipeViewModel)
  /// The delete confirmation over a detail.
  case deleteAlert(DeleteRecipeViewModel)
  /// The Pantry tab's items.
  case pantry(PantryListViewModel)
  /// The pantry's item form.
  case pantryItemForm(PantryFormViewModel)
  /// The confirmation before deleting a pantry item.
  case pantryDeleteAlert(DeletePantryItemViewModel)
  /// The Profile tab: who is signed in.
  case profile(ProfileViewModel)
  /// The settings.
  case settings(SettingsViewModel)
}

extension Screen {
  /// The view model behind the screen, as a host keeps per-screen state by its identity.
  public var viewModel: AnyObject {
    switch self {
    case .signIn(let viewModel): viewModel
    case .welcome(let viewModel): viewModel
    case .forgotPassword(let viewModel): viewModel
    case .recipeList(let viewModel): viewModel
    case .favorites(let viewModel): viewModel
    case .recipeDetail(let viewModel): viewModel
    case .author(let viewModel): viewModel
    case .shareSheet(let viewModel): viewModel
    case .deleteAlert(let viewModel): viewModel
    case .pantry(let viewModel): viewModel
    case .pantryItemForm(let viewModel): viewModel
    case .pantryDeleteAlert(let viewModel): viewModel
    case .profile(let viewModel): viewModel
    case .settings(let viewModel): viewModel
    }
  }
}

/// A flow that shows one screen: each route it owns shows that screen. The app finds a
/// route's screen by asking the route's owner, so no parent forwards the question.
@MainActor
public protocol ScreenFlow: RouteOwner {
  /// The screen its route shows.
  var screen: Screen { get }
}
