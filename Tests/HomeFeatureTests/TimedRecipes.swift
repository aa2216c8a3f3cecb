import Services

/// Four recipes whose catalogue, title and time orders all differ, with a tie on time.
enum TimedRecipes {
  static let all = [
    recipe("banana", "Banana Bread", 75), recipe("apple", "Apple Crumble", 55),
    recipe("cacio", "Cacio e Pepe", 20), recipe("aioli", "Aioli", 20),
  ]

  private static func recipe(_ id: String, _ title: String, _ minutes: Int) -> Recipe {
    Recipe(
      id: id, title: title, author: "Test Kitchen", minutes: minutes, servings: 2,
      ingredients: ["garlic"], steps: ["Cook."], relatedIDs: [])
  }
}
