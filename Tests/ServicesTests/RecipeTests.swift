import Foundation
import Services
import Testing

struct RecipeTests {
  @Test func aRecipeDecodesFromTheCatalogueFormat() throws {
    let json = """
      {"id": "scones", "title": "Scones", "author": "H", "minutes": 35, "servings": 8,
       "ingredients": ["flour"], "steps": ["Bake."], "relatedIDs": ["banana-bread", "focaccia"]}
      """
    let recipe = try JSONDecoder().decode(Recipe.self, from: Data(json.utf8))
    #expect(recipe.id == "scones")
    #expect(recipe.relatedIDs == ["banana-bread", "focaccia"])
  }

  @Test func aRecipeMissingAFieldIsRejected() {
    let json = #"{"id": "scones", "title": "Scones"}"#
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Recipe.self, from: Data(json.utf8))
    }
  }
}
