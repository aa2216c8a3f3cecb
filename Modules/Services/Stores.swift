import Foundation

/// Keeps the signed-in session and last location between launches.
public protocol SessionStore: Sendable {
  /// The saved session, or `nil` when none is saved.
  func load() async throws(ServiceError) -> SavedSession?
  /// Saves `saved`, replacing what was there.
  func save(_ saved: SavedSession) async throws(ServiceError)
  /// Forgets the saved session.
  func clear() async throws(ServiceError)
}

/// Keeps each user's favourite recipes.
public protocol FavoritesStore: Sendable {
  /// The ids of `user`'s favourite recipes.
  func favorites(of user: User) async throws(ServiceError) -> Set<String>
  /// Marks or unmarks `recipeID` as one of `user`'s favourites.
  func setFavorite(_ isFavorite: Bool, recipeID: String, for user: User) async throws(ServiceError)
}

/// Keeps the recipes each user has deleted from their own cookbook.
public protocol DeletedRecipesStore: Sendable {
  /// The ids of the recipes `user` has deleted.
  func deletedRecipes(of user: User) async throws(ServiceError) -> Set<String>
  /// Records that `user` deleted `recipeID`.
  func markDeleted(recipeID: String, for user: User) async throws(ServiceError)
}

/// Writes exported documents where the user asks.
public protocol DocumentExporter: Sendable {
  /// Writes `text` to a new file at `destination`, never replacing an existing one.
  /// - Throws: ``ServiceError`` saying why, when the file exists or cannot be written.
  func export(_ text: String, to destination: URL) async throws(ServiceError)
}

/// Keeps each user's pantry: the items, in the order they were added, and the item forms'
/// unsaved drafts. Every change follows the rules of ``Pantry``: an item's id is never given
/// to another item. A draft belongs to the user, to the running instance that typed it and to
/// its form (an item, or a new item), so an instance may keep several: no other instance shows,
/// saves or clears it, and once that instance has ended, the next to open the same form takes
/// it over.
public protocol PantryStore: Sendable {
  /// `user`'s items, in the order they were added.
  func items(of user: User) async throws(ServiceError) -> [PantryItem]
  /// Adds an item for `user`, with an id made from its name (see ``Pantry/add(name:quantity:)``).
  /// - Returns: the item as saved.
  func addItem(name: String, quantity: String, for user: User) async throws(ServiceError)
    -> PantryItem
  /// Saves the name and quantity of `user`'s item with `item.id`, whose id never changes,
  /// merged with what was saved since the form opened on `original`; see
  /// ``Pantry/update(_:replacing:)``. An item that was deleted is refused, saying so.
  /// - Returns: the item as saved, with what was saved elsewhere in the fields the form left.
  @discardableResult
  func updateItem(_ item: PantryItem, replacing original: PantryItem, for user: User)
    async throws(ServiceError) -> PantryItem
  /// Deletes `user`'s item with `id` and every draft of it; deleting what is not there does
  /// nothing.
  func deleteItem(id: String, for user: User) async throws(ServiceError)
  /// `user`'s unsaved form for the item with `itemID` (`nil`: a new item) that this instance
  /// keeps; when it keeps none of that form, the newest such form left by an instance that is
  /// no longer running, which this instance then keeps. A draft of a running instance is never
  /// given to another.
  func draft(for itemID: String?, of user: User) async throws(ServiceError) -> PantryDraft?
  /// Keeps `draft` as this instance's unsaved form for `draft.itemID`'s form only.
  /// - Throws: ``ServiceError`` when that item was deleted: its form can keep nothing.
  func saveDraft(_ draft: PantryDraft, for user: User) async throws(ServiceError)
  /// Clears this instance's draft of the form for `itemID`, and no other.
  func clearDraft(for itemID: String?, of user: User) async throws(ServiceError)
}

/// Keeps each user's settings. There is no way to save a whole record: each change is applied
/// to the settings as they are at that moment, so changes made at once (in two windows, or by
/// two parts of one app) are all kept.
public protocol SettingsStore: Sendable {
  /// `user`'s settings; the defaults when none are saved.
  func settings(of user: User) async throws(ServiceError) -> UserSettings
  /// Applies `change` to `user`'s settings as they are now and saves them at once; every other
  /// field keeps its saved value.
  /// - Returns: the settings as saved.
  @discardableResult
  func apply(_ change: SettingsChange, for user: User) async throws(ServiceError) -> UserSettings
}
