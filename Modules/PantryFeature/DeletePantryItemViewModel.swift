import Observation
import Services

/// The alert that confirms deleting a pantry item: yes or no.
@MainActor
@Observable
public final class DeletePantryItemViewModel {
  /// The item to delete.
  public let item: PantryItem
  /// Why the deletion failed, if it did; the alert stays open.
  public private(set) var problem: String?
  /// Receives the alert's events; the coordinator sets it.
  public weak var navigation: (any DeletePantryItemNavigating)?

  private let user: User
  private let store: any PantryStore
  @ObservationIgnored private var isDeleting = false

  /// Creates the alert for `user`'s `item`, kept in `store`.
  public init(item: PantryItem, user: User, store: any PantryStore) {
    self.item = item
    self.user = user
    self.store = store
  }

  /// The user confirmed: the deletion is saved, then reported.
  public func yesTapped() async {
    guard !isDeleting else { return }
    isDeleting = true
    defer { isDeleting = false }
    do {
      try await store.deleteItem(id: item.id, for: user)
    } catch {
      problem = "The item could not be deleted: \(error.message)"
      return
    }
    await navigation?.pantryItemDeleted(id: item.id)
  }

  /// The user changed their mind.
  public func noTapped() async {
    guard !isDeleting else { return }
    await navigation?.pantryDeletionCancelled()
  }
}
