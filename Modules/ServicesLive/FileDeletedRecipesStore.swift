import Services

/// Keeps the recipes each user deleted from their cookbook in `deleted.json`.
public struct FileDeletedRecipesStore: DeletedRecipesStore {
  private let file: UserRecipeSetFile

  /// Creates a store in `directory`; `clock` stamps the names of damaged files set aside.
  public init(directory: StateDirectory, clock: any WallClock) {
    file = UserRecipeSetFile(directory: directory, name: "deleted.json", clock: clock)
  }

  /// The ids of the recipes `user` has deleted.
  @concurrent public func deletedRecipes(of user: User) async throws(ServiceError) -> Set<String> {
    file.ids(of: user)
  }

  /// Records that `user` deleted `recipeID` and saves at once.
  @concurrent public func markDeleted(recipeID: String, for user: User) async throws(ServiceError) {
    try file.update(for: user) { ids in ids.insert(recipeID) }
  }
}
