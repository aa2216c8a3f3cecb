import DetailFeature
import Services
import TestSupport
import Testing

@MainActor
private final class DeleteSpy: DeleteRecipeNavigating {
  var answers: [String] = []
  func deletionConfirmed() { answers.append("confirmed") }
  func deletionCancelled() { answers.append("cancelled") }
}

@MainActor
struct DeleteRecipeViewModelTests {
  private let spy = DeleteSpy()

  private func makeViewModel() -> DeleteRecipeViewModel {
    let viewModel = DeleteRecipeViewModel(recipe: SampleRecipes.cacio)
    viewModel.navigation = spy
    return viewModel
  }

  @Test func yesReportsTheConfirmationAndWaitsForTheOwner() async {
    let viewModel = makeViewModel()
    await viewModel.yesTapped()
    #expect(spy.answers == ["confirmed"])
    #expect(viewModel.isDeleting)
  }

  @Test func noReportsTheChangeOfMind() async {
    await makeViewModel().noTapped()
    #expect(spy.answers == ["cancelled"])
  }

  @Test func answersWhileTheOwnerDeletesAreIgnored() async {
    let viewModel = makeViewModel()
    await viewModel.yesTapped()
    await viewModel.yesTapped()
    await viewModel.noTapped()
    #expect(spy.answers == ["confirmed"])
  }

  @Test func aFailureToldByTheOwnerKeepsTheAlertOpenWithTheReasonAndTakesAnswersAgain() async {
    let viewModel = makeViewModel()
    await viewModel.yesTapped()
    viewModel.deletionFailed(reason: "read-only")
    #expect(viewModel.problem == "The recipe could not be deleted: read-only")
    #expect(!viewModel.isDeleting)
    await viewModel.noTapped()
    #expect(spy.answers == ["confirmed", "cancelled"])
  }
}
