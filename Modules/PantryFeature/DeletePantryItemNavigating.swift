/// What the confirmation to delete a pantry item reports; the coordinator that presented it
/// decides what follows.
@MainActor
public protocol DeletePantryItemNavigating: AnyObject {
  /// The item with `id` was deleted.
  func pantryItemDeleted(id: String) async
  /// The user answered no.
  func pantryDeletionCancelled() async
}
