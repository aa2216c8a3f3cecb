import PantryFeature
import Phrasebook
import Services
import Testing

/// The pantry's and the settings' sentences, word for word.
struct PantryAndSettingsPhrasesTests {
  private let error = ServiceError("read-only")

  @Test(arguments: [
    (PantryField.Problem.missing, PantryField.name, "Give the item a name."),
    (.tooLong(maximum: 60), .name, "A name has at most 60 characters."),
    (.unprintable, .name, "A name has only printable characters."),
    (.tooLong(maximum: 30), .quantity, "A quantity has at most 30 characters."),
    (.unprintable, .quantity, "A quantity has only printable characters."),
  ])
  func aRefusedValueNamesItsField(
    problem: PantryField.Problem, field: PantryField, sentence: String
  ) {
    #expect(Phrasebook.pantryFieldProblem(problem, in: field) == sentence)
  }

  @Test func aStoreProblemSaysWhatWasNotReadOrSaved() {
    #expect(
      Phrasebook.pantryFormProblem(.draftNotRead(error))
        == "The unsaved draft could not be read: read-only")
    #expect(
      Phrasebook.pantryFormProblem(.itemNotSaved(error)) == "The item could not be saved: read-only"
    )
    #expect(
      Phrasebook.pantryFormProblem(.draftNotSaved(error))
        == "The draft could not be saved: read-only")
  }

  @Test func aPantryThatCouldNotLoadOrDeleteGivesTheReason() {
    #expect(Phrasebook.pantryNotLoaded(error) == "The pantry could not be loaded: read-only")
  }

  @Test func anOrderNotSavedGivesTheReason() {
    #expect(Phrasebook.orderNotSaved(error) == "The order could not be saved: read-only")
  }
}
