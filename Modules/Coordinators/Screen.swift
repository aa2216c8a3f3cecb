import AuthFeature
import DetailFeature
import HomeFeature

/// A route together with the view model that backs it, for the UI to render.
@MainActor
public enum Screen {
  case signIn(SignInViewModel)
  case forgotPassword(ForgotPasswordViewModel)
  case recipeList(RecipeListViewModel)
  case recipeDetail(RecipeDetailViewModel)
}
