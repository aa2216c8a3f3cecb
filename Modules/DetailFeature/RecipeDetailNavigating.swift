/// What the recipe detail reports; the coordinator that owns its stack decides what follows.
/// Each call names the screen it comes from, as a delegate's does, since a stack may show
/// several.
@MainActor
public protocol RecipeDetailNavigating: AnyObject {
  /// The user picked the related recipe with `id` on `detail`.
  func relatedRecipeSelected(id: String, on detail: RecipeDetailViewModel)
  /// The user asked to see the recipe's author, whose id is `id`.
  func authorSelected(id: String, on detail: RecipeDetailViewModel)
  /// The user asked to share the recipe.
  func shareRequested(on detail: RecipeDetailViewModel)
  /// The user asked to delete the recipe from their cookbook.
  func deleteRequested(on detail: RecipeDetailViewModel)
}
