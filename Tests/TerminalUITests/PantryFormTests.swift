import AppTesting
import Coordinators
import Services
import TestSupport
import Testing

/// The pantry's item form as the line host shows it, over the pantry flow that keeps its
/// draft, saves it and closes it: what the form reports reaches the store through its owner.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct PantryFormTests {
  private let rye = PantryItem(id: "rye-flour", name: "Rye flour", quantity: "1 kg")
  private let eggs = PantryItem(id: "eggs", name: "Eggs", quantity: "6")

  /// The app signed in as the demo user on the Pantry, its store holding `pantries` and
  /// `drafts`, changed by `store` when given.
  private func pantry(
    _ pantries: [String: Pantry], drafts: [String: [PantryDraft]] = [:],
    store: ((FakePantryStore) -> FakePantryStore)? = nil
  ) async -> LineHarness {
    let harness = AppHarness()
    harness.pantries.mutate { $0 = pantries }
    harness.drafts.mutate { $0 = drafts }
    if let store {
      var services = harness.services
      services.pantry = store(FakePantryStore.backed(by: harness.pantries, drafts: harness.drafts))
      harness.app = AppCoordinator(router: harness.router, services: services)
    }
    await harness.launch()
    await harness.signIn()
    await harness.open("cookbook://pantry")
    return LineHarness(harness)
  }

  @Test func aNameTakenKeepsTheFormOpenWithTheReasonAndItsDraft() async {
    let line = await pantry(["demo": Pantry(items: [rye])])
    await line.type("add")
    await line.type("name RYE FLOUR")
    await line.type("save")
    #expect(line.url == "cookbook://pantry?sheet=add")
    #expect(
      await line.screen().contains(
        "! The item could not be saved: The pantry already has an item named 'Rye flour'."))
    #expect(line.app.drafts.value["demo"]?.last?.name == "RYE FLOUR")
    #expect(line.app.pantries.value["demo"]?.items == [rye])
  }

  @Test func anotherFormsDraftIsNeitherShownNorTouchedAndComesBackInItsOwnForm() async {
    let addDraft = PantryDraft(itemID: nil, name: "Milk", quantity: "")
    let line = await pantry(["demo": Pantry(items: [rye, eggs])], drafts: ["demo": [addDraft]])
    await line.type("edit 1")
    #expect(await line.screen().contains("Name:     Rye flour"))
    await line.type("quantity 2 kg")
    await line.type("cancel")
    #expect(line.app.drafts.value["demo"]?.last == addDraft)
    await line.type("add")
    #expect(await line.screen().contains("Name:     Milk"))
  }

  @Test func anotherUsersDraftIsNotShown() async {
    let line = await pantry(
      [:], drafts: ["chef": [PantryDraft(itemID: nil, name: "Milk", quantity: "")]])
    await line.type("add")
    #expect(await line.screen().contains("Name:     "))
    #expect(line.app.drafts.value["chef"]?.last?.name == "Milk")
  }

  /// A draft the store could not keep is said on the form, which keeps the value; the user did
  /// not ask to save the item, so the form must not say that the item was not saved.
  @Test func aDraftThatCannotBeKeptIsSaidOnTheFormAndTheValueStays() async {
    let line = await pantry([:]) { store in
      var failing = store
      failing.onSaveDraft = { _, _ throws(ServiceError) in throw ServiceError("disk full") }
      return failing
    }
    await line.type("add")
    await line.type("name Milk")
    let screen = await line.screen()
    #expect(screen.contains("Name:     Milk"))
    #expect(!screen.contains("! The item could not be saved: disk full"), "\(screen)")
    #expect(screen.contains("! The draft could not be saved: disk full"), "\(screen)")
  }

  /// A draft write that fails while the save it preceded is underway must not let a second
  /// save through: the item is saved once, and nothing says it was not.
  @Test func aDraftFailureDuringASaveLetsNoSecondSaveThrough() async {
    let (draftGate, saveGate) = (Gate(), Gate())
    let adds = Locked(0)
    let line = await pantry([:]) { store in
      var gated = store
      let add = store.onAddItem
      gated.onSaveDraft = { _, _ throws(ServiceError) in
        await draftGate.wait()
        throw ServiceError("disk full")
      }
      gated.onAddItem = { name, quantity, user throws(ServiceError) in
        adds.mutate { $0 += 1 }
        await saveGate.wait()
        return try await add(name, quantity, user)
      }
      gated.onClearDraft = { _, _ throws(ServiceError) in }
      return gated
    }
    await line.type("add")
    _ = await line.typeWithoutWaiting("name Milk")
    _ = await line.typeWithoutWaiting("save")
    draftGate.open()
    await saveGate.untilWaiting()
    #expect(await line.untilScreen { $0.contains { $0.contains("disk full") } })
    _ = await line.typeWithoutWaiting("save")
    saveGate.open()
    let said = await line.type("where")
    #expect(adds.value == 1)
    #expect(line.app.pantries.value["demo"]?.items.map(\.name) == ["Milk"])
    #expect(!said.contains { $0.contains("could not be saved") }, "\(said)")
  }
}
