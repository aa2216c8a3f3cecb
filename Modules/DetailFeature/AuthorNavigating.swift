/// What the author screen reports; the coordinator that owns its stack decides what follows.
@MainActor
public protocol AuthorNavigating: AnyObject {
  /// The user picked the author's recipe with `id` on `author`.
  func authorRecipeSelected(id: String, on author: AuthorViewModel)
}
