import Observation
import Services

/// The user's pantry: their items in the order they were added, or an empty state. It reports
/// which item the user wants to add, edit or delete, and knows nothing of the form or the
/// confirmation that follow.
@MainActor
@Observable
public final class PantryListViewModel {
  /// What the screen shows.
  public enum Content: Hashable, Sendable {
    /// The items are being loaded.
    case loading
    /// The items, in the order they were added.
    case items([PantryItem])
    /// There are none yet.
    case empty
    /// They could not be loaded.
    case failed(ServiceError)
  }

  /// What the screen shows now.
  public private(set) var content: Content = .loading
  /// Receives the screen's events; the coordinator sets it.
  public weak var navigation: (any PantryNavigating)?

  private let user: User
  private let store: any PantryStore

  /// Creates the list of `user`'s pantry, kept in `store`.
  public init(user: User, store: any PantryStore) {
    self.user = user
    self.store = store
  }

  /// The items on screen, in order; empty while loading or after a failure.
  public var visibleItems: [PantryItem] {
    if case .items(let items) = content { items } else { [] }
  }

  /// Loads the items again. The content is replaced only when it differs, so observers hear
  /// of real changes only.
  public func reload() async {
    let loaded: Content
    do {
      let items = try await store.items(of: user)
      loaded = items.isEmpty ? .empty : .items(items)
    } catch {
      loaded = .failed(error)
    }
    if loaded != content { content = loaded }
  }

  /// The user asked to add an item.
  public func addTapped() {
    navigation?.addItemRequested()
  }

  /// The user asked to edit a visible item.
  public func editTapped(id: String) {
    guard visibleItems.contains(where: { $0.id == id }) else { return }
    navigation?.editItemRequested(id: id)
  }

  /// The user asked to delete a visible item.
  public func deleteTapped(id: String) {
    guard visibleItems.contains(where: { $0.id == id }) else { return }
    navigation?.deleteItemRequested(id: id)
  }

  /// Stops showing an item that was deleted, without loading again.
  public func itemDeleted(id: String) {
    guard case .items(let items) = content else { return }
    let remaining = items.filter { $0.id != id }
    content = remaining.isEmpty ? .empty : .items(remaining)
  }

  /// Shows an item the form saved, without loading again: in its place when it was edited,
  /// last when it is new. While the list is loading or has failed, the next load shows it.
  public func itemSaved(_ item: PantryItem) {
    switch content {
    case .items(var items):
      if let index = items.firstIndex(where: { $0.id == item.id }) {
        items[index] = item
      } else {
        items.append(item)
      }
      content = .items(items)
    case .empty: content = .items([item])
    case .loading, .failed: break
    }
  }
}
