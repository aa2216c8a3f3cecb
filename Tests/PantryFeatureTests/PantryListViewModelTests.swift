import Observation
import PantryFeature
import Services
import TestSupport
import Testing

@MainActor
struct PantryListViewModelTests {
  private let spy = PantryNavigationSpy()
  private let demo = User(name: "demo")
  private let rye = PantryItem(id: "rye-flour", name: "Rye flour", quantity: "1 kg")
  private let eggs = PantryItem(id: "eggs", name: "Eggs", quantity: "6")

  private func makeViewModel(
    _ pantries: [String: Pantry]
  ) -> (PantryListViewModel, Locked<[String: Pantry]>) {
    let box = Locked(pantries)
    let viewModel = PantryListViewModel(user: demo, store: FakePantryStore.backed(by: box))
    viewModel.navigation = spy
    return (viewModel, box)
  }

  @Test func showsThisUsersItemsInTheOrderTheyWereAdded() async {
    let (viewModel, _) = makeViewModel([
      "demo": Pantry(items: [rye, eggs]), "chef": Pantry(items: [eggs]),
    ])
    #expect(viewModel.content == .loading)
    await viewModel.reload()
    #expect(viewModel.visibleItems == [rye, eggs])
  }

  @Test func noItemsIsTheEmptyStateNotAnEmptyList() async {
    let (viewModel, _) = makeViewModel([:])
    await viewModel.reload()
    #expect(viewModel.content == .empty)
  }

  @Test func aFailedLoadIsExplained() async {
    var store = FakePantryStore()
    store.onItems = { _ throws(ServiceError) in throw ServiceError("disk on fire") }
    let viewModel = PantryListViewModel(user: demo, store: store)
    await viewModel.reload()
    #expect(viewModel.content == .failed(ServiceError("disk on fire")))
  }

  @Test func addIsAlwaysReportedAndEditOrDeleteOnlyForAVisibleItem() async {
    let (viewModel, _) = makeViewModel(["demo": Pantry(items: [rye])])
    await viewModel.reload()
    viewModel.addTapped()
    viewModel.editTapped(id: "eggs")
    viewModel.editTapped(id: "rye-flour")
    viewModel.deleteTapped(id: "eggs")
    viewModel.deleteTapped(id: "rye-flour")
    #expect(spy.events == [.add, .edit("rye-flour"), .delete("rye-flour")])
  }

  @Test func aSavedItemTakesItsPlaceOrGoesLastWithoutALoad() async {
    let (viewModel, box) = makeViewModel(["demo": Pantry(items: [rye, eggs])])
    await viewModel.reload()
    box.mutate { $0 = [:] }
    let lighter = PantryItem(id: "rye-flour", name: "Rye flour", quantity: "500 g")
    let milk = PantryItem(id: "milk", name: "Milk", quantity: "1 l")
    viewModel.itemSaved(lighter)
    viewModel.itemSaved(milk)
    #expect(viewModel.visibleItems == [lighter, eggs, milk])
  }

  @Test func aSavedItemEndsTheEmptyState() async {
    let (viewModel, _) = makeViewModel([:])
    await viewModel.reload()
    viewModel.itemSaved(eggs)
    #expect(viewModel.content == .items([eggs]))
  }

  @Test func aDeletedItemLeavesTheListWithoutALoadAndTheLastLeavesItEmpty() async {
    let (viewModel, box) = makeViewModel(["demo": Pantry(items: [rye, eggs])])
    await viewModel.reload()
    box.mutate { $0 = [:] }
    viewModel.itemDeleted(id: "rye-flour")
    #expect(viewModel.visibleItems == [eggs])
    viewModel.itemDeleted(id: "eggs")
    #expect(viewModel.content == .empty)
  }

  @Test func reloadingAnUnchangedPantryDoesNotReportAChange() async {
    let (viewModel, box) = makeViewModel(["demo": Pantry(items: [rye])])
    await viewModel.reload()
    let changes = Locked(0)
    withObservationTracking {
      _ = viewModel.content
    } onChange: {
      changes.mutate { $0 += 1 }
    }
    await viewModel.reload()
    #expect(changes.value == 0)
    box.mutate { $0["demo"] = Pantry(items: [rye, eggs]) }
    await viewModel.reload()
    #expect(changes.value == 1)
  }
}
