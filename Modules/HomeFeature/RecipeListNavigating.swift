/// What the recipe list reports; the coordinator that owns it decides what follows.
@MainActor
public protocol RecipeListNavigating: AnyObject {
  /// The user picked the recipe with `id`.
  func recipeSelected(id: String)
  /// The user changed the search filter, which is part of where they are.
  func searchChanged(to query: String)
}
