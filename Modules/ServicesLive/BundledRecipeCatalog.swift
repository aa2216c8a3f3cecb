import Foundation
import Services

/// The recipe catalogue shipped with the app as `recipes.json`.
public struct BundledRecipeCatalog: RecipeCatalog {
  private struct File: Decodable {
    let version: Int
    let recipes: [Recipe]
    let authors: [Author]?
  }

  private let recipes: [Recipe]
  private let recipesByID: [String: Recipe]
  private let authorsByID: [String: Author]

  /// Loads the bundled catalogue.
  /// - Throws: `ServiceError` when the resource is missing or damaged.
  public init() throws(ServiceError) {
    try self.init(contentsOf: ResourceBundle.url(of: "recipes.json"))
  }

  /// Loads a catalogue from a JSON file of the bundled format.
  public init(contentsOf url: URL) throws(ServiceError) {
    do {
      let file = try JSONDecoder().decode(File.self, from: Data(contentsOf: url))
      guard file.version == 1 else {
        throw ServiceError("The recipe catalogue has unknown version \(file.version).")
      }
      recipes = file.recipes
      recipesByID = Dictionary(
        file.recipes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
      authorsByID = Dictionary(
        (file.authors ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    } catch let error as ServiceError {
      throw error
    } catch {
      throw ServiceError("The recipe catalogue could not be read: \(error)")
    }
  }

  /// Every recipe, in catalogue order.
  public func allRecipes() async throws(ServiceError) -> [Recipe] { recipes }

  /// The recipe with `id`, or `nil` when there is none.
  public func recipe(id: String) async throws(ServiceError) -> Recipe? { recipesByID[id] }

  /// The author with `id`, or `nil` when no recipe of the catalogue is theirs.
  public func author(id: String) async throws(ServiceError) -> Author? { authorsByID[id] }
}
