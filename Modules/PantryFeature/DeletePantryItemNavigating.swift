/// What the confirmation to delete a pantry item reports; the coordinator that presented it
/// decides what follows, and performs the deletion.
@MainActor
public protocol DeletePantryItemNavigating: AnyObject {
  /// The user answered yes for the item with `id`.
  func pantryDeletionConfirmed(id: String)
  /// The user answered no.
  func pantryDeletionCancelled()
}
