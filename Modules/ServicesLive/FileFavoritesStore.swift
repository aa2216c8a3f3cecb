import Services

/// Keeps every user's favourites in `favorites.json` in the state directory.
public struct FileFavoritesStore: FavoritesStore {
  private let file: UserRecipeSetFile

  /// Creates a store in `directory`; `clock` stamps the names of damaged files set aside. With
  /// an `epoch`, an unchanged file is checked against the disk once per epoch (ADR 0032).
  public init(directory: StateDirectory, clock: any WallClock, epoch: ReadEpoch? = nil) {
    file = UserRecipeSetFile(
      directory: directory, name: "favorites.json", clock: clock, epoch: epoch)
  }

  /// The ids of `user`'s favourite recipes. An unchanged file answers from the cache on the
  /// caller's actor; only a read of the file moves off it (ADR 0031).
  public func favorites(of user: User) async throws(ServiceError) -> Set<String> {
    if let ids = file.cachedIDs(of: user) { return ids }
    return try await readIDs(of: user)
  }

  @concurrent private func readIDs(of user: User) async throws(ServiceError) -> Set<String> {
    file.ids(of: user)
  }

  /// Marks or unmarks `recipeID` as one of `user`'s favourites and saves at once.
  @concurrent public func setFavorite(_ isFavorite: Bool, recipeID: String, for user: User)
    async throws(ServiceError)
  {
    try file.update(for: user) { ids in
      if isFavorite { ids.insert(recipeID) } else { ids.remove(recipeID) }
    }
  }
}
