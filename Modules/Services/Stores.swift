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
