import HomeFeature
import Services

extension Phrasebook {
  /// Why a search text was refused.
  public static func searchProblem(_ problem: RecipeListViewModel.SearchProblem) -> String {
    switch problem {
    case .tooLong(let maximum): "Search for at most \(maximum) characters."
    case .tooLongForLink: "That search is too long to keep in a link; search for fewer marks."
    case .controlCharacters: "A search has no control characters."
    }
  }

  /// Why the recipe list shows no recipe.
  public static func emptyRecipeList(_ reason: RecipeListViewModel.EmptyReason) -> String {
    switch reason {
    case .noRecipes: "There are no recipes yet."
    case .noMatch(let query): "No recipes match '\(query)'."
    }
  }

  /// Why the recipes could not be listed.
  public static func recipesNotLoaded(_ error: ServiceError) -> String {
    "The recipes could not be loaded: \(error.message)"
  }

  /// Why the favourites could not be listed.
  public static func favoritesNotLoaded(_ error: ServiceError) -> String {
    "The favourites could not be loaded: \(error.message)"
  }
}
