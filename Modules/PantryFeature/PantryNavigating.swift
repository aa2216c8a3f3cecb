/// What the pantry list reports; the coordinator that owns it decides what follows.
@MainActor
public protocol PantryNavigating: AnyObject {
  /// The user asked to add an item.
  func addItemRequested()
  /// The user asked to edit the item with `id`.
  func editItemRequested(id: String)
  /// The user asked to delete the item with `id`.
  func deleteItemRequested(id: String)
}
