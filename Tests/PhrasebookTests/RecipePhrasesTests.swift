import DetailFeature
import Foundation
import HomeFeature
import Phrasebook
import Services
import Testing

/// The recipe list's, a recipe's and an author's sentences, word for word.
struct RecipePhrasesTests {
  private let error = ServiceError("the disk is full")

  @Test(arguments: [
    (RecipeListViewModel.SearchProblem.tooLong(maximum: 100), "Search for at most 100 characters."),
    (.tooLongForLink, "That search is too long to keep in a link; search for fewer marks."),
    (.controlCharacters, "A search has no control characters."),
  ])
  func aRefusedSearchSaysWhy(problem: RecipeListViewModel.SearchProblem, sentence: String) {
    #expect(Phrasebook.searchProblem(problem) == sentence)
  }

  @Test func anEmptyListSaysWhetherAnythingIsThereAtAll() {
    #expect(Phrasebook.emptyRecipeList(.noRecipes) == "There are no recipes yet.")
    #expect(Phrasebook.emptyRecipeList(.noMatch(query: "tofu")) == "No recipes match 'tofu'.")
  }

  @Test func aListThatCouldNotLoadGivesTheReason() {
    #expect(
      Phrasebook.recipesNotLoaded(error) == "The recipes could not be loaded: the disk is full")
    #expect(
      Phrasebook.favoritesNotLoaded(error) == "The favourites could not be loaded: the disk is full"
    )
  }

  @Test func aRecipeThatCannotBeShownSaysWhy() {
    #expect(Phrasebook.recipeNotFound(id: "tofu") == "There is no recipe 'tofu'.")
    #expect(Phrasebook.recipeNotLoaded(error) == "The recipe could not be loaded: the disk is full")
    #expect(
      Phrasebook.recipeDeleted(title: "Carbonara") == "You deleted Carbonara from your cookbook.")
  }

  @Test func aFavouriteProblemSaysWhetherReadingOrSavingFailed() {
    #expect(
      Phrasebook.favoriteProblem(.notRead(error))
        == "The favourite mark could not be read: the disk is full")
    #expect(
      Phrasebook.favoriteProblem(.notSaved(error))
        == "The favourite could not be saved: the disk is full")
  }

  @Test func anAuthorThatCannotBeShownSaysWhy() {
    #expect(Phrasebook.authorNotFound(id: "nobody") == "There is no author 'nobody'.")
    #expect(Phrasebook.authorNotLoaded(error) == "The author could not be loaded: the disk is full")
  }

  @Test func aShareSaysWhatItDidAndNothingAfterCancel() {
    #expect(
      Phrasebook.shareOutcome(.linkShown("cookbook://recipes/tofu"))
        == "Link: cookbook://recipes/tofu")
    #expect(
      Phrasebook.shareOutcome(.exported(to: URL(fileURLWithPath: "/tmp/tofu.md")))
        == "Exported to /tmp/tofu.md.")
    #expect(Phrasebook.shareOutcome(.cancelled) == nil)
    #expect(Phrasebook.exported(toPath: "/tmp/a?b.md") == "Exported to /tmp/a?b.md.")
  }
}
