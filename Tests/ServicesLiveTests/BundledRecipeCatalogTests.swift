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

  @Test func everyRecipesAuthorHasAnEntryWithABiography() async throws {
    let catalog = try BundledRecipeCatalog()
    for recipe in try await catalog.allRecipes() {
      let author = try await catalog.author(id: recipe.authorID)
      #expect(author?.name == recipe.author, "\(recipe.id)")
      #expect(author?.bio.isEmpty == false, "\(recipe.id)")
    }
    #expect(try await catalog.author(id: "giulia-romano")?.name == "Giulia Romano")
    #expect(try await catalog.author(id: "nobody") == nil)
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
