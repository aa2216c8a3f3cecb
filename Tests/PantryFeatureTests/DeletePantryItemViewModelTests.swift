import PantryFeature
import Services
import TestSupport
import Testing

@MainActor
struct DeletePantryItemViewModelTests {
  private let spy = PantryNavigationSpy()
  private let eggs = PantryItem(id: "eggs", name: "Eggs", quantity: "6")
  private let rye = PantryItem(id: "rye-flour", name: "Rye flour", quantity: "1 kg")

  private func makeViewModel(
    _ store: FakePantryStore
  ) -> DeletePantryItemViewModel {
    let viewModel = DeletePantryItemViewModel(item: eggs, user: User(name: "demo"), store: store)
    viewModel.navigation = spy
    return viewModel
  }

  @Test func yesDeletesTheItemForThisUserThenReportsIt() async {
    let box = Locked(["demo": Pantry(items: [rye, eggs]), "chef": Pantry(items: [eggs])])
    await makeViewModel(.backed(by: box)).yesTapped()
    #expect(box.value["demo"]?.items == [rye])
    #expect(box.value["chef"]?.items == [eggs])
    #expect(spy.events == [.deleted("eggs")])
  }

  @Test func noChangesNothing() async {
    await makeViewModel(FakePantryStore()).noTapped()
    #expect(spy.events == [.kept])
  }

  @Test func aFailedDeletionKeepsTheAlertOpenWithTheReason() async {
    var store = FakePantryStore()
    store.onDeleteItem = { _, _ throws(ServiceError) in throw ServiceError("read-only") }
    let viewModel = makeViewModel(store)
    await viewModel.yesTapped()
    #expect(viewModel.problem == "The item could not be deleted: read-only")
    #expect(spy.events.isEmpty)
  }

  @Test func answersWhileTheDeletionIsUnderwayAreIgnored() async {
    let gate = Gate()
    let box = Locked(["demo": Pantry(items: [eggs])])
    var store = FakePantryStore.backed(by: box)
    let delete = store.onDeleteItem
    store.onDeleteItem = { id, user throws(ServiceError) in
      await gate.wait()
      try await delete(id, user)
    }
    let viewModel = makeViewModel(store)
    let first = Task { await viewModel.yesTapped() }
    await gate.untilWaiting()
    await viewModel.yesTapped()
    await viewModel.noTapped()
    gate.open()
    await first.value
    #expect(spy.events == [.deleted("eggs")])
  }
}
