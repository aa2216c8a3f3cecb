import AuthFeature
import DetailFeature
import HomeFeature

/// The visible screen together with the view model that backs it, for the UI to render.
@MainActor
public enum Screen {
  case signIn(SignInViewModel)
  case forgotPassword(ForgotPasswordViewModel)
  case recipeList(RecipeListViewModel)
  case favorites(FavoritesViewModel)
  case recipeDetail(RecipeDetailViewModel)
  case shareSheet(ShareRecipeViewModel)
  case deleteAlert(DeleteRecipeViewModel)
}
