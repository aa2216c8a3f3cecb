import Services

/// A small catalogue for tests: four recipes whose related links form a chain and a loop.
public enum SampleRecipes {
  /// Carbonara, related to cacio e pepe and gricia.
  public static let carbonara = recipe("carbonara", "Carbonara", related: ["cacio", "gricia"])
  /// Cacio e pepe, related to carbonara and amatriciana.
  public static let cacio = recipe("cacio", "Cacio e Pepe", related: ["carbonara", "amatriciana"])
  /// Gricia, related to amatriciana and carbonara.
  public static let gricia = recipe("gricia", "Gricia", related: ["amatriciana", "carbonara"])
  /// Amatriciana, related to gricia and a recipe the catalogue does not have.
  public static let amatriciana = recipe(
    "amatriciana", "Amatriciana", related: ["gricia", "missing"])

  /// The four recipes, in catalogue order.
  public static let all = [carbonara, cacio, gricia, amatriciana]

  private static func recipe(_ id: String, _ title: String, related: [String]) -> Recipe {
    Recipe(
      id: id, title: title, author: "Test Kitchen", minutes: 20, servings: 2,
      ingredients: ["pasta", "pecorino"], steps: ["Cook.", "Serve."], relatedIDs: related)
  }
}
