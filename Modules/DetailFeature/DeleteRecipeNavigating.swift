/// What the delete confirmation reports; the coordinator that presented it decides what
/// follows.
@MainActor
public protocol DeleteRecipeNavigating: AnyObject {
  /// The recipe was deleted from the user's cookbook.
  func recipeDeleted() async
  /// The user answered no.
  func deletionCancelled() async
}
