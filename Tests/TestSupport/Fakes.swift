import Foundation
import Services
import Testing

/// An auth service whose every call fails the test unless the test sets `signIn`.
public struct FakeAuthService: AuthService {
  /// What `signIn` does.
  public var signIn: @Sendable (String, String) async throws(SignInError) -> Session

  /// Creates a fake that fails on any call.
  public init() {
    signIn = { _, _ throws(SignInError) in
      throw .unavailable(unexpectedCall("AuthService.signIn").message)
    }
  }

  /// A fake that accepts exactly `username`/`password`, with sessions ending at `expiresAt`.
  public static func accepting(
    _ username: String, _ password: String, expiresAt: Date = .distantFuture
  ) -> FakeAuthService {
    var fake = FakeAuthService()
    fake.signIn = { user, secret throws(SignInError) in
      guard user == username, secret == password else { throw .invalidCredentials }
      return Session(user: User(name: user), expiresAt: expiresAt)
    }
    return fake
  }

  /// Runs `signIn`.
  public func signIn(username: String, password: String) async throws(SignInError) -> Session {
    try await signIn(username, password)
  }
}

/// A password-reset service whose every call fails the test unless the test sets `reset`.
public struct FakePasswordResetService: PasswordResetService {
  /// What `requestReset` does.
  public var reset: @Sendable (String) async throws(ServiceError) -> Void = {
    _ throws(ServiceError) in
    throw unexpectedCall("PasswordResetService.requestReset")
  }

  /// Creates a fake that fails on any call.
  public init() {}

  /// Runs `reset`.
  public func requestReset(for email: String) async throws(ServiceError) {
    try await reset(email)
  }
}

/// A catalogue whose every call fails the test unless the test sets it up.
public struct FakeRecipeCatalog: RecipeCatalog {
  /// What `allRecipes` does.
  public var all: @Sendable () async throws(ServiceError) -> [Recipe] = { () throws(ServiceError) in
    throw unexpectedCall("RecipeCatalog.allRecipes")
  }
  /// What `recipe(id:)` does.
  public var byID: @Sendable (String) async throws(ServiceError) -> Recipe? = {
    _ throws(ServiceError) in
    throw unexpectedCall("RecipeCatalog.recipe(id:)")
  }

  /// What `author(id:)` does.
  public var authorByID: @Sendable (String) async throws(ServiceError) -> Author? = {
    _ throws(ServiceError) in
    throw unexpectedCall("RecipeCatalog.author(id:)")
  }

  /// Creates a fake that fails on any call.
  public init() {}

  /// A fake serving `recipes` and their authors, each with a one-line biography.
  public static func serving(_ recipes: [Recipe]) -> FakeRecipeCatalog {
    var fake = FakeRecipeCatalog()
    fake.all = { () throws(ServiceError) in recipes }
    fake.byID = { id throws(ServiceError) in recipes.first { $0.id == id } }
    fake.authorByID = { id throws(ServiceError) in
      recipes.first { $0.authorID == id }.map {
        Author(id: id, name: $0.author, bio: "\($0.author) writes test recipes.")
      }
    }
    return fake
  }

  /// Runs `all`.
  public func allRecipes() async throws(ServiceError) -> [Recipe] { try await all() }
  /// Runs `byID`.
  public func recipe(id: String) async throws(ServiceError) -> Recipe? { try await byID(id) }
  /// Runs `authorByID`.
  public func author(id: String) async throws(ServiceError) -> Author? { try await authorByID(id) }
}

/// A session store whose every call fails the test unless the test sets it up.
public struct FakeSessionStore: SessionStore {
  /// What `load` does.
  public var onLoad: @Sendable () async throws(ServiceError) -> SavedSession? = {
    () throws(ServiceError) in
    throw unexpectedCall("SessionStore.load")
  }
  /// What `save` does.
  public var onSave: @Sendable (SavedSession) async throws(ServiceError) -> Void = {
    _ throws(ServiceError) in
    throw unexpectedCall("SessionStore.save")
  }
  /// What `clear` does.
  public var onClear: @Sendable () async throws(ServiceError) -> Void = { () throws(ServiceError) in
    throw unexpectedCall("SessionStore.clear")
  }

  /// Creates a fake that fails on any call.
  public init() {}

  /// A working store backed by `box`, which the test can read and preset.
  public static func backed(by box: Locked<SavedSession?>) -> FakeSessionStore {
    var fake = FakeSessionStore()
    fake.onLoad = { () throws(ServiceError) in box.value }
    fake.onSave = { saved throws(ServiceError) in box.mutate { $0 = saved } }
    fake.onClear = { () throws(ServiceError) in box.mutate { $0 = nil } }
    return fake
  }

  /// Runs `onLoad`.
  public func load() async throws(ServiceError) -> SavedSession? { try await onLoad() }
  /// Runs `onSave`.
  public func save(_ saved: SavedSession) async throws(ServiceError) { try await onSave(saved) }
  /// Runs `onClear`.
  public func clear() async throws(ServiceError) { try await onClear() }
}

/// A favourites store whose every call fails the test unless the test sets it up.
public struct FakeFavoritesStore: FavoritesStore {
  /// What `favorites(of:)` does.
  public var onFavorites: @Sendable (User) async throws(ServiceError) -> Set<String> = {
    _ throws(ServiceError) in throw unexpectedCall("FavoritesStore.favorites")
  }
  /// What `setFavorite` does.
  public var onSetFavorite: @Sendable (Bool, String, User) async throws(ServiceError) -> Void = {
    _, _, _ throws(ServiceError) in throw unexpectedCall("FavoritesStore.setFavorite")
  }

  /// Creates a fake that fails on any call.
  public init() {}

  /// A working store backed by `box`, keyed by user name.
  public static func backed(by box: Locked<[String: Set<String>]>) -> FakeFavoritesStore {
    var fake = FakeFavoritesStore()
    fake.onFavorites = { user throws(ServiceError) in box.value[user.name] ?? [] }
    fake.onSetFavorite = { isFavorite, id, user throws(ServiceError) in
      box.mutate { all in
        if isFavorite { all[user.name, default: []].insert(id) } else { all[user.name]?.remove(id) }
      }
    }
    return fake
  }

  /// Runs `onFavorites`.
  public func favorites(of user: User) async throws(ServiceError) -> Set<String> {
    try await onFavorites(user)
  }
  /// Runs `onSetFavorite`.
  public func setFavorite(
    _ isFavorite: Bool, recipeID: String, for user: User
  ) async throws(ServiceError) {
    try await onSetFavorite(isFavorite, recipeID, user)
  }
}

/// A deleted-recipes store whose every call fails the test unless the test sets it up.
public struct FakeDeletedRecipesStore: DeletedRecipesStore {
  /// What `deletedRecipes(of:)` does.
  public var onDeleted: @Sendable (User) async throws(ServiceError) -> Set<String> = {
    _ throws(ServiceError) in throw unexpectedCall("DeletedRecipesStore.deletedRecipes")
  }
  /// What `markDeleted` does.
  public var onMarkDeleted: @Sendable (String, User) async throws(ServiceError) -> Void = {
    _, _ throws(ServiceError) in throw unexpectedCall("DeletedRecipesStore.markDeleted")
  }

  /// Creates a fake that fails on any call.
  public init() {}

  /// A working store backed by `box`, keyed by user name.
  public static func backed(by box: Locked<[String: Set<String>]>) -> FakeDeletedRecipesStore {
    var fake = FakeDeletedRecipesStore()
    fake.onDeleted = { user throws(ServiceError) in box.value[user.name] ?? [] }
    fake.onMarkDeleted = { id, user throws(ServiceError) in
      box.mutate { $0[user.name, default: []].insert(id) }
    }
    return fake
  }

  /// Runs `onDeleted`.
  public func deletedRecipes(of user: User) async throws(ServiceError) -> Set<String> {
    try await onDeleted(user)
  }
  /// Runs `onMarkDeleted`.
  public func markDeleted(recipeID: String, for user: User) async throws(ServiceError) {
    try await onMarkDeleted(recipeID, user)
  }
}

/// An exporter whose every call fails the test unless the test sets it up.
public struct FakeDocumentExporter: DocumentExporter {
  /// What `export` does, given the text and the destination's path.
  public var onExport: @Sendable (String, String) async throws(ServiceError) -> Void = {
    _, _ throws(ServiceError) in throw unexpectedCall("DocumentExporter.export")
  }

  /// Creates a fake that fails on any call.
  public init() {}

  /// A working exporter that keeps each document in `box`, keyed by path.
  public static func keeping(in box: Locked<[String: String]>) -> FakeDocumentExporter {
    var fake = FakeDocumentExporter()
    fake.onExport = { text, path throws(ServiceError) in
      guard box.value[path] == nil else { throw ServiceError("\(path) already exists.") }
      box.mutate { $0[path] = text }
    }
    return fake
  }

  /// Runs `onExport`.
  public func export(_ text: String, to destination: URL) async throws(ServiceError) {
    try await onExport(text, destination.path)
  }
}

/// A pantry store whose every call fails the test unless the test sets it up.
public struct FakePantryStore: PantryStore {
  /// What `items(of:)` does.
  public var onItems: @Sendable (User) async throws(ServiceError) -> [PantryItem] = {
    _ throws(ServiceError) in throw unexpectedCall("PantryStore.items")
  }
  /// What `addItem` does, given the name, the quantity and the user.
  public var onAddItem: @Sendable (String, String, User) async throws(ServiceError) -> PantryItem =
    { _, _, _ throws(ServiceError) in throw unexpectedCall("PantryStore.addItem") }
  /// What `updateItem` does.
  public var onUpdateItem:
    @Sendable (PantryItem, PantryItem, User) async throws(ServiceError) -> PantryItem = {
      _, _, _ throws(ServiceError) in throw unexpectedCall("PantryStore.updateItem")
    }
  /// What `deleteItem` does, given the item's id and the user.
  public var onDeleteItem: @Sendable (String, User) async throws(ServiceError) -> Void = {
    _, _ throws(ServiceError) in throw unexpectedCall("PantryStore.deleteItem")
  }
  /// What `draft(for:of:)` does, given the form's item id and the user.
  public var onDraft: @Sendable (String?, User) async throws(ServiceError) -> PantryDraft? = {
    _, _ throws(ServiceError) in throw unexpectedCall("PantryStore.draft")
  }
  /// What `saveDraft` does.
  public var onSaveDraft: @Sendable (PantryDraft, User) async throws(ServiceError) -> Void = {
    _, _ throws(ServiceError) in throw unexpectedCall("PantryStore.saveDraft")
  }
  /// What `clearDraft(for:of:)` does, given the form's item id and the user.
  public var onClearDraft: @Sendable (String?, User) async throws(ServiceError) -> Void = {
    _, _ throws(ServiceError) in throw unexpectedCall("PantryStore.clearDraft")
  }

  /// Creates a fake that fails on any call.
  public init() {}

  /// A working store of one running instance backed by `box`, keyed by user name, following
  /// the rules of ``Pantry``; each user's drafts, one per form and newest last, are in `drafts`.
  public static func backed(
    by box: Locked<[String: Pantry]>, drafts: Locked<[String: [PantryDraft]]> = Locked([:])
  ) -> FakePantryStore {
    var fake = FakePantryStore()
    fake.onItems = { user throws(ServiceError) in box.value[user.name]?.items ?? [] }
    fake.onAddItem = { name, quantity, user throws(ServiceError) in
      try box.modify { all throws(ServiceError) in
        try all[user.name, default: Pantry()].add(name: name, quantity: quantity)
      }
    }
    fake.onUpdateItem = { item, original, user throws(ServiceError) in
      try box.modify { all throws(ServiceError) in
        try all[user.name, default: Pantry()].update(item, replacing: original)
      }
    }
    fake.onDeleteItem = { id, user throws(ServiceError) in
      box.mutate { $0[user.name]?.delete(id: id) }
      drafts.mutate { $0[user.name]?.removeAll { $0.itemID == id } }
    }
    fake.onDraft = { itemID, user throws(ServiceError) in
      drafts.value[user.name]?.last { $0.itemID == itemID }
    }
    fake.onSaveDraft = { draft, user throws(ServiceError) in
      try (box.value[user.name] ?? Pantry()).check(draft)
      drafts.mutate { all in
        all[user.name, default: []].removeAll { $0.itemID == draft.itemID }
        all[user.name, default: []].append(draft)
      }
    }
    fake.onClearDraft = { itemID, user throws(ServiceError) in
      drafts.mutate { $0[user.name]?.removeAll { $0.itemID == itemID } }
    }
    return fake
  }

  /// Runs `onItems`.
  public func items(of user: User) async throws(ServiceError) -> [PantryItem] {
    try await onItems(user)
  }
  /// Runs `onAddItem`.
  public func addItem(name: String, quantity: String, for user: User)
    async throws(ServiceError) -> PantryItem
  {
    try await onAddItem(name, quantity, user)
  }
  /// Runs `onUpdateItem`.
  @discardableResult
  public func updateItem(_ item: PantryItem, replacing original: PantryItem, for user: User)
    async throws(ServiceError) -> PantryItem
  {
    try await onUpdateItem(item, original, user)
  }
  /// Runs `onDeleteItem`.
  public func deleteItem(id: String, for user: User) async throws(ServiceError) {
    try await onDeleteItem(id, user)
  }
  /// Runs `onDraft`.
  public func draft(for itemID: String?, of user: User) async throws(ServiceError)
    -> PantryDraft?
  {
    try await onDraft(itemID, user)
  }
  /// Runs `onSaveDraft`.
  public func saveDraft(_ draft: PantryDraft, for user: User) async throws(ServiceError) {
    try await onSaveDraft(draft, user)
  }
  /// Runs `onClearDraft`.
  public func clearDraft(for itemID: String?, of user: User) async throws(ServiceError) {
    try await onClearDraft(itemID, user)
  }
}

/// A settings store whose every call fails the test unless the test sets it up.
public struct FakeSettingsStore: SettingsStore {
  /// What `settings(of:)` does.
  public var onSettings: @Sendable (User) async throws(ServiceError) -> UserSettings = {
    _ throws(ServiceError) in throw unexpectedCall("SettingsStore.settings")
  }
  /// What `apply` does.
  public var onApply: @Sendable (SettingsChange, User) async throws(ServiceError) -> UserSettings =
    { _, _ throws(ServiceError) in throw unexpectedCall("SettingsStore.apply") }

  /// Creates a fake that fails on any call.
  public init() {}

  /// A working store backed by `box`, keyed by user name; a user with nothing saved has the
  /// default settings.
  public static func backed(by box: Locked<[String: UserSettings]>) -> FakeSettingsStore {
    var fake = FakeSettingsStore()
    fake.onSettings = { user throws(ServiceError) in box.value[user.name] ?? UserSettings() }
    fake.onApply = { change, user throws(ServiceError) in
      box.modify { all in
        var settings = all[user.name] ?? UserSettings()
        switch change {
        case .order(let order): settings.order = order
        case .welcomeSeen: settings.hasSeenWelcome = true
        }
        all[user.name] = settings
        return settings
      }
    }
    return fake
  }

  /// Runs `onSettings`.
  public func settings(of user: User) async throws(ServiceError) -> UserSettings {
    try await onSettings(user)
  }
  /// Runs `onApply`.
  @discardableResult
  public func apply(_ change: SettingsChange, for user: User) async throws(ServiceError)
    -> UserSettings
  {
    try await onApply(change, user)
  }
}

/// A clock that only moves when the test says so.
public final class ManualClock: WallClock {
  private let current: Locked<Date>

  /// Creates a clock showing `date`.
  public init(_ date: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
    current = Locked(date)
  }

  /// The clock's current date.
  public func now() -> Date { current.value }

  /// Moves the clock forward by `seconds`.
  public func advance(by seconds: TimeInterval) { current.mutate { $0 += seconds } }
}
