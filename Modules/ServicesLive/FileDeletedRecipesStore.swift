import Services

/// Keeps the recipes each user deleted from their cookbook in `deleted.json`.
public struct FileDeletedRecipesStore: DeletedRecipesStore {
  private let file: UserRecipeSetFile

  /// Creates a store in `directory`; `clock` stamps the names of damaged files set aside. With
  /// an `epoch`, an unchanged file is checked against the disk once per epoch (ADR 0032).
  public init(directory: StateDirectory, clock: any WallClock, epoch: ReadEpoch? = nil) {
    file = UserRecipeSetFile(directory: directory, name: "deleted.json", clock: clock, epoch: epoch)
  }

  /// The ids of the recipes `user` has deleted. An unchanged file answers from the cache on the
  /// caller's actor; only a read of the file moves off it (ADR 0031).
  public func deletedRecipes(of user: User) async throws(ServiceError) -> Set<String> {
    if let ids = file.cachedIDs(of: user) { return ids }
    return try await readIDs(of: user)
  }

  @concurrent private func readIDs(of user: User) async throws(ServiceError) -> Set<String> {
    file.ids(of: user)
  }

  /// Records that `user` deleted `recipeID` and saves at once.
  @concurrent public func markDeleted(recipeID: String, for user: User) async throws(ServiceError) {
    try file.update(for: user) { ids in ids.insert(recipeID) }
  }
}
