/// What the author screen reports; the coordinator that owns it decides what follows.
@MainActor
public protocol AuthorNavigating: AnyObject {
  /// The user picked the author's recipe with `id`.
  func authorRecipeSelected(id: String)
}
