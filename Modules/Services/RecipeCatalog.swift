/// The recipes the app can show.
public protocol RecipeCatalog: Sendable {
  /// Every recipe, in catalogue order.
  func allRecipes() async throws(ServiceError) -> [Recipe]
  /// The recipe with `id`, or `nil` when there is none.
  func recipe(id: String) async throws(ServiceError) -> Recipe?
  /// The author with `id`, or `nil` when there is none.
  func author(id: String) async throws(ServiceError) -> Author?
}
