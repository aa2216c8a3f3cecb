/// What the recipe detail reports; the coordinator that owns it decides what follows.
@MainActor
public protocol RecipeDetailNavigating: AnyObject {
  /// The user picked the related recipe with `id`.
  func relatedRecipeSelected(id: String)
  /// The user asked to see the recipe's author, whose id is `id`.
  func authorSelected(id: String)
  /// The user asked to share the recipe.
  func shareRequested()
  /// The user asked to delete the recipe from their cookbook.
  func deleteRequested()
}
