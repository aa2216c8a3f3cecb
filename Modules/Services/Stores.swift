/// Keeps the signed-in session and last location between launches.
public protocol SessionStore: Sendable {
  /// The saved session, or `nil` when none is saved.
  func load() throws(ServiceError) -> SavedSession?
  /// Saves `saved`, replacing what was there.
  func save(_ saved: SavedSession) throws(ServiceError)
  /// Forgets the saved session.
  func clear() throws(ServiceError)
}

/// Keeps each user's favourite recipes.
public protocol FavoritesStore: Sendable {
  /// The ids of `user`'s favourite recipes.
  func favorites(of user: User) throws(ServiceError) -> Set<String>
  /// Marks or unmarks `recipeID` as one of `user`'s favourites.
  func setFavorite(_ isFavorite: Bool, recipeID: String, for user: User) throws(ServiceError)
}

/// Keeps the recipes each user has deleted from their own cookbook.
public protocol DeletedRecipesStore: Sendable {
  /// The ids of the recipes `user` has deleted.
  func deletedRecipes(of user: User) throws(ServiceError) -> Set<String>
  /// Records that `user` deleted `recipeID`.
  func markDeleted(recipeID: String, for user: User) throws(ServiceError)
}

/// Writes exported documents where the user asks.
public protocol DocumentExporter: Sendable {
  /// Writes `text` to a new file at `path`, relative to the working directory unless absolute.
  /// - Throws: ``ServiceError`` saying why, when the file exists or cannot be written.
  func export(_ text: String, to path: String) throws(ServiceError)
}
