/// A recipe of the catalogue.
public struct Recipe: Hashable, Sendable, Codable, Identifiable {
  /// A stable slug such as `spaghetti-carbonara`, used in links.
  public let id: String
  /// The recipe's name.
  public let title: String
  /// Who wrote it.
  public let author: String
  /// Total time in minutes.
  public let minutes: Int
  /// How many people it feeds.
  public let servings: Int
  /// Ingredients with quantities, one per line.
  public let ingredients: [String]
  /// Method, one step per line.
  public let steps: [String]
  /// Ids of related recipes, in the order they are suggested.
  public let relatedIDs: [String]

  /// Creates a recipe.
  public init(
    id: String, title: String, author: String, minutes: Int, servings: Int,
    ingredients: [String], steps: [String], relatedIDs: [String]
  ) {
    self.id = id
    self.title = title
    self.author = author
    self.minutes = minutes
    self.servings = servings
    self.ingredients = ingredients
    self.steps = steps
    self.relatedIDs = relatedIDs
  }
}
