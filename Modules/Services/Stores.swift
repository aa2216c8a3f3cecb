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
