import Services
import ServicesLive
import Testing

struct BundledRecipeCatalogTests {
  @Test func theCatalogueHasAtLeastFortyCompleteRecipesWithUniqueIDs() async throws {
    let recipes = try await BundledRecipeCatalog().allRecipes()
    #expect(recipes.count >= 40)
    #expect(Set(recipes.map(\.id)).count == recipes.count)
    for recipe in recipes {
      #expect(!recipe.title.isEmpty && !recipe.author.isEmpty, "\(recipe.id)")
      #expect(recipe.minutes > 0 && recipe.servings > 0, "\(recipe.id)")
      #expect(!recipe.ingredients.isEmpty && !recipe.steps.isEmpty, "\(recipe.id)")
      #expect(recipe.id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(recipe.id)")
    }
  }

  @Test func everyRecipeHasTwoRelatedRecipesThatExistAndAreOthers() async throws {
    let catalog = try BundledRecipeCatalog()
    let ids = Set(try await catalog.allRecipes().map(\.id))
    for recipe in try await catalog.allRecipes() {
      #expect(recipe.relatedIDs.count >= 2, "\(recipe.id)")
      #expect(Set(recipe.relatedIDs).isSubset(of: ids), "\(recipe.id)")
      #expect(!recipe.relatedIDs.contains(recipe.id), "\(recipe.id)")
    }
  }

  @Test func lookingUpByIDFindsTheRecipeOrNothing() async throws {
    let catalog = try BundledRecipeCatalog()
    #expect(try await catalog.recipe(id: "tiramisu")?.title == "Tiramisu")
    #expect(try await catalog.recipe(id: "no-such-recipe") == nil)
  }
}
