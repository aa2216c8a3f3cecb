import Foundation
import Services

/// The recipe catalogue shipped with the app as `recipes.json`.
///
/// The bundled file is found and decoded on first use, not when the catalogue is created, so
/// a launch that shows only the sign-in screen never pays for it (see ADR 0031).
public struct BundledRecipeCatalog: RecipeCatalog {
  private struct File: Decodable {
    let version: Int
    let recipes: [Recipe]
    let authors: [Author]?
  }

  private struct Contents: Sendable {
    let recipes: [Recipe]
    let recipesByID: [String: Recipe]
    let authorsByID: [String: Author]
  }

  private let source: LazyResource<Contents>

  /// The bundled catalogue, found now and read when it is first asked for something.
  /// - Throws: `ServiceError` when the resource is missing; a damaged one is reported by the
  ///   first look-up.
  public init() throws(ServiceError) {
    source = try LazyResource(named: "recipes.json", decode: Self.load)
  }

  /// Loads a catalogue from a JSON file of the bundled format.
  public init(contentsOf url: URL) throws(ServiceError) {
    source = LazyResource(try Self.load(url))
  }

  /// Every recipe, in catalogue order.
  public func allRecipes() async throws(ServiceError) -> [Recipe] { try contents().recipes }

  /// The recipe with `id`, or `nil` when there is none.
  public func recipe(id: String) async throws(ServiceError) -> Recipe? {
    try contents().recipesByID[id]
  }

  /// The author with `id`, or `nil` when no recipe of the catalogue is theirs.
  public func author(id: String) async throws(ServiceError) -> Author? {
    try contents().authorsByID[id]
  }

  private func contents() throws(ServiceError) -> Contents {
    try source.get()
  }

  private static func load(_ url: URL) throws(ServiceError) -> Contents {
    do {
      let file = try JSONDecoder().decode(File.self, from: Data(contentsOf: url))
      guard file.version == 1 else {
        throw ServiceError("The recipe catalogue has unknown version \(file.version).")
      }
      return Contents(
        recipes: file.recipes,
        recipesByID: Dictionary(
          file.recipes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }),
        authorsByID: Dictionary(
          (file.authors ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }))
    } catch let error as ServiceError {
      throw error
    } catch {
      throw ServiceError("The recipe catalogue could not be read: \(error)")
    }
  }
}
