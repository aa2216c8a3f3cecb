import Services
import Testing

struct SlugAndOrderTests {
  @Test(arguments: [
    ("Giulia Romano", "giulia-romano"), ("Rye flour", "rye-flour"),
    ("  Crème  brûlée! ", "creme-brulee"), ("Jalapeño (dark) #2", "jalapeno-dark-2"),
    ("!!!", "item"), ("Ελαιόλαδο", "item"),
  ])
  func aSlugIsLowerCaseASCIIWordsJoinedByHyphens(name: String, slug: String) {
    #expect(Slug.make(name) == slug)
  }

  private static func recipe(_ id: String, _ title: String, _ minutes: Int) -> Recipe {
    Recipe(
      id: id, title: title, author: "A", minutes: minutes, servings: 1, ingredients: ["x"],
      steps: ["y"], relatedIDs: [])
  }

  @Test func eachOrderSortsAsTheSettingsSay() {
    let recipes = [
      Self.recipe("b", "Banana Bread", 75), Self.recipe("a", "Apple Crumble", 55),
      Self.recipe("c", "Cacio", 20), Self.recipe("d", "Aioli", 20),
    ]
    #expect(RecipeOrder.catalogue.sorted(recipes).map(\.id) == ["b", "a", "c", "d"])
    #expect(RecipeOrder.title.sorted(recipes).map(\.id) == ["d", "a", "b", "c"])
    #expect(RecipeOrder.time.sorted(recipes).map(\.id) == ["d", "c", "a", "b"])
  }
}
