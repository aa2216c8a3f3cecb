import Services
import Synchronization

/// A session store that forgets everything when the process ends; used when the state
/// directory cannot be written.
public final class InMemorySessionStore: SessionStore {
  private let saved = Mutex<SavedSession?>(nil)

  /// Creates an empty store.
  public init() {}

  /// The session saved during this run.
  public func load() async throws(ServiceError) -> SavedSession? { saved.withLock { $0 } }
  /// Keeps `value` for this run.
  public func save(_ value: SavedSession) async throws(ServiceError) {
    saved.withLock { $0 = value }
  }
  /// Forgets the session.
  public func clear() async throws(ServiceError) { saved.withLock { $0 = nil } }
}

/// A favourites store that forgets everything when the process ends.
public final class InMemoryFavoritesStore: FavoritesStore {
  private let ids = Mutex<[User: Set<String>]>([:])

  /// Creates an empty store.
  public init() {}

  /// The favourites marked during this run.
  public func favorites(of user: User) async throws(ServiceError) -> Set<String> {
    ids.withLock { $0[user] ?? [] }
  }

  /// Marks or unmarks a favourite for this run.
  public func setFavorite(_ isFavorite: Bool, recipeID: String, for user: User)
    async throws(ServiceError)
  {
    ids.withLock { all in
      if isFavorite { all[user, default: []].insert(recipeID) } else { all[user]?.remove(recipeID) }
    }
  }
}

/// A deleted-recipes store that forgets everything when the process ends.
public final class InMemoryDeletedRecipesStore: DeletedRecipesStore {
  private let ids = Mutex<[User: Set<String>]>([:])

  /// Creates an empty store.
  public init() {}

  /// The recipes deleted during this run.
  public func deletedRecipes(of user: User) async throws(ServiceError) -> Set<String> {
    ids.withLock { $0[user] ?? [] }
  }

  /// Records a deletion for this run.
  public func markDeleted(recipeID: String, for user: User) async throws(ServiceError) {
    _ = ids.withLock { $0[user, default: []].insert(recipeID) }
  }
}

/// A reset service with nowhere to deliver: it reports that no link could be sent.
public struct InMemoryPasswordResetService: PasswordResetService {
  /// Creates the service.
  public init() {}

  /// Fails, saying why.
  public func requestReset(for email: String) async throws(ServiceError) {
    throw ServiceError("the state directory is not writable, so there is no outbox.")
  }
}

/// A pantry store that forgets everything when the process ends.
public final class InMemoryPantryStore: PantryStore {
  private let pantries = Mutex<[User: Pantry]>([:])

  /// Creates an empty store.
  public init() {}

  /// The items added during this run, in the order they were added.
  public func items(of user: User) async throws(ServiceError) -> [PantryItem] {
    pantries.withLock { $0[user]?.items ?? [] }
  }

  /// Adds an item for this run.
  public func addItem(name: String, quantity: String, for user: User)
    async throws(ServiceError) -> PantryItem
  {
    try pantries.withLock { all throws(ServiceError) in
      try all[user, default: Pantry()].add(name: name, quantity: quantity)
    }
  }

  /// Changes an item for this run.
  @discardableResult
  public func updateItem(_ item: PantryItem, replacing original: PantryItem, for user: User)
    async throws(ServiceError) -> PantryItem
  {
    try pantries.withLock { all throws(ServiceError) in
      try all[user, default: Pantry()].update(item, replacing: original)
    }
  }

  /// Deletes an item for this run.
  public func deleteItem(id: String, for user: User) async throws(ServiceError) {
    pantries.withLock { $0[user]?.delete(id: id) }
  }

  /// The draft of the form for `itemID` kept during this run.
  public func draft(for itemID: String?, of user: User) async throws(ServiceError)
    -> PantryDraft?
  {
    pantries.withLock { all in
      all[user, default: Pantry()].takeDraft(for: itemID, by: Self.keeper) { _ in false }
    }
  }

  /// Keeps or clears the draft for this run.
  public func saveDraft(_ draft: PantryDraft, for user: User) async throws(ServiceError) {
    pantries.withLock { $0[user, default: Pantry()].keep(draft, by: Self.keeper) }
  }

  /// Clears the draft of the form for `itemID` for this run.
  public func clearDraft(for itemID: String?, of user: User) async throws(ServiceError) {
    pantries.withLock { all in
      if all[user]?.draft(keptBy: Self.keeper)?.itemID == itemID {
        all[user]?.keep(nil, by: Self.keeper)
      }
    }
  }

  /// The only instance that keeps drafts in memory.
  private static let keeper = "memory"
}

/// A settings store that forgets everything when the process ends.
public final class InMemorySettingsStore: SettingsStore {
  private let all = Mutex<[User: UserSettings]>([:])

  /// Creates an empty store.
  public init() {}

  /// The settings saved during this run, or the defaults.
  public func settings(of user: User) async throws(ServiceError) -> UserSettings {
    all.withLock { $0[user] ?? UserSettings() }
  }

  /// Applies `change` for this run.
  @discardableResult
  public func apply(_ change: SettingsChange, for user: User) async throws(ServiceError)
    -> UserSettings
  {
    all.withLock { all in
      let settings = change.applied(to: all[user] ?? UserSettings())
      all[user] = settings
      return settings
    }
  }
}
