/// One user's view of the catalogue: every recipe except those the user deleted.
public struct UserCookbook: RecipeCatalog {
  private let user: User
  private let catalog: any RecipeCatalog
  private let deletions: any DeletedRecipesStore

  /// Creates `user`'s cookbook over `catalog`, hiding what `deletions` records for them.
  public init(user: User, catalog: any RecipeCatalog, deletions: any DeletedRecipesStore) {
    self.user = user
    self.catalog = catalog
    self.deletions = deletions
  }

  /// Every recipe the user has not deleted, in catalogue order.
  public func allRecipes() async throws(ServiceError) -> [Recipe] {
    let deleted = try await deletions.deletedRecipes(of: user)
    let all = try await catalog.allRecipes()
    // Nothing deleted, as is usual, returns the catalogue's own array instead of a copy.
    return deleted.isEmpty ? all : all.filter { !deleted.contains($0.id) }
  }

  /// The recipe with `id`, or `nil` when there is none or the user deleted it.
  public func recipe(id: String) async throws(ServiceError) -> Recipe? {
    guard try await !deletions.deletedRecipes(of: user).contains(id) else { return nil }
    return try await catalog.recipe(id: id)
  }

  /// The author with `id`, whether or not the user deleted any of their recipes.
  public func author(id: String) async throws(ServiceError) -> Author? {
    try await catalog.author(id: id)
  }
}
