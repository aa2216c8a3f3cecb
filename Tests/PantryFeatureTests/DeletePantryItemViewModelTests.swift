import PantryFeature
import Services
import TestSupport
import Testing

@MainActor
struct DeletePantryItemViewModelTests {
  private let spy = PantryNavigationSpy()
  private let eggs = PantryItem(id: "eggs", name: "Eggs", quantity: "6")

  private func makeViewModel() -> DeletePantryItemViewModel {
    let viewModel = DeletePantryItemViewModel(item: eggs)
    viewModel.navigation = spy
    return viewModel
  }

  @Test func yesReportsTheConfirmationForTheItem() async {
    let viewModel = makeViewModel()
    await viewModel.yesTapped()
    #expect(spy.events == [.confirmed("eggs")])
    #expect(viewModel.isDeleting)
  }

  @Test func noReportsTheChangeOfMind() async {
    await makeViewModel().noTapped()
    #expect(spy.events == [.kept])
  }

  @Test func answersWhileTheOwnerDeletesAreIgnored() async {
    let viewModel = makeViewModel()
    await viewModel.yesTapped()
    await viewModel.yesTapped()
    await viewModel.noTapped()
    #expect(spy.events == [.confirmed("eggs")])
  }

  @Test func aFailureToldByTheOwnerKeepsTheAlertOpenWithTheReason() async {
    let viewModel = makeViewModel()
    await viewModel.yesTapped()
    viewModel.deletionFailed(reason: "read-only")
    #expect(viewModel.problem == "The item could not be deleted: read-only")
    #expect(!viewModel.isDeleting)
  }
}
