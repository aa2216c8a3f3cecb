import DetailFeature
import Services
import TestSupport
import Testing

@MainActor
private final class DeleteSpy: DeleteRecipeNavigating {
  var answers: [String] = []
  func recipeDeleted() async { answers.append("deleted") }
  func deletionCancelled() async { answers.append("cancelled") }
}

@MainActor
struct DeleteRecipeViewModelTests {
  private let spy = DeleteSpy()
  private let deleted = Locked<[String: Set<String>]>([:])

  private func makeViewModel(_ store: FakeDeletedRecipesStore? = nil) -> DeleteRecipeViewModel {
    let viewModel = DeleteRecipeViewModel(
      recipe: SampleRecipes.cacio, user: User(name: "demo"),
      deletions: store ?? .backed(by: deleted))
    viewModel.navigation = spy
    return viewModel
  }

  @Test func yesSavesTheDeletionForThisUserThenReportsIt() async {
    await makeViewModel().yesTapped()
    #expect(deleted.value == ["demo": ["cacio"]])
    #expect(spy.answers == ["deleted"])
  }

  @Test func noChangesNothing() async {
    await makeViewModel().noTapped()
    #expect(deleted.value.isEmpty)
    #expect(spy.answers == ["cancelled"])
  }

  @Test func aFailedSaveKeepsTheAlertOpenWithTheReason() async {
    var store = FakeDeletedRecipesStore()
    store.onMarkDeleted = { _, _ throws(ServiceError) in throw ServiceError("read-only") }
    let viewModel = makeViewModel(store)
    await viewModel.yesTapped()
    #expect(viewModel.problem == "The recipe could not be deleted: read-only")
    #expect(spy.answers.isEmpty)
  }
}
