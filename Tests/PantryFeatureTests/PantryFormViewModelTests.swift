import PantryFeature
import Services
import TestSupport
import Testing

@MainActor
struct PantryFormViewModelTests {
  private let spy = PantryNavigationSpy()
  private let demo = User(name: "demo")
  private let rye = PantryItem(id: "rye-flour", name: "Rye flour", quantity: "1 kg")
  private let eggs = PantryItem(id: "eggs", name: "Eggs", quantity: "6")

  private func makeForm(
    editing: PantryItem? = nil, store: FakePantryStore, user: User? = nil
  ) async -> PantryFormViewModel {
    let form = PantryFormViewModel(user: user ?? demo, store: store, editing: editing)
    form.navigation = spy
    await form.load()
    return form
  }

  private func draft(_ box: Locked<[String: Pantry]>) -> PantryDraft? {
    box.value["demo"]?.draft
  }

  @Test func aNewItemStartsEmptyWithNothingUnsaved() async {
    let form = await makeForm(store: .backed(by: Locked([:])))
    #expect(form.name == "" && form.quantity == "")
    #expect(!form.hasUnsavedChanges && !form.isDismissDisabled)
  }

  @Test func anEditStartsFromTheItemWithNothingUnsaved() async {
    let box = Locked(["demo": Pantry(items: [rye])])
    let form = await makeForm(editing: rye, store: .backed(by: box))
    #expect(form.name == "Rye flour" && form.quantity == "1 kg")
    #expect(!form.hasUnsavedChanges)
  }

  @Test func anAcceptedValueIsTrimmedKeptInTheDraftAndRefusesDismissal() async {
    let box = Locked<[String: Pantry]>([:])
    let form = await makeForm(store: .backed(by: box))
    await form.setName("  Rye flour ")
    await form.setQuantity("1 kg")
    #expect(form.name == "Rye flour")
    #expect(form.hasUnsavedChanges && form.isDismissDisabled)
    #expect(draft(box) == PantryDraft(itemID: nil, name: "Rye flour", quantity: "1 kg"))
  }

  @Test(arguments: [
    ("", "Give the item a name."),
    (String(repeating: "x", count: 61), "A name has at most 60 characters."),
    ("Rye\u{202E}ruolf", "A name has only printable characters."),
  ])
  func aRefusedNameKeepsTheFieldAndTheDraftAndSaysWhy(name: String, problem: String) async {
    let box = Locked<[String: Pantry]>([:])
    let form = await makeForm(store: .backed(by: box))
    await form.setName("Rye flour")
    await form.setName(name)
    #expect(form.nameProblem == problem)
    #expect(form.name == "Rye flour")
    #expect(draft(box)?.name == "Rye flour")
    await form.setName("Dark rye flour")
    #expect(form.nameProblem == nil)
  }

  @Test func aRefusedQuantityKeepsTheFieldAndTheDraftAndSaysWhy() async {
    let box = Locked(["demo": Pantry(items: [rye])])
    let form = await makeForm(editing: rye, store: .backed(by: box))
    await form.setQuantity("500 g")
    await form.setQuantity(String(repeating: "9", count: 31))
    #expect(form.quantityProblem == "A quantity has at most 30 characters.")
    #expect(form.quantity == "500 g")
    #expect(
      draft(box)
        == PantryDraft(itemID: "rye-flour", name: "Rye flour", quantity: "500 g", original: rye))
  }

  @Test func aDraftSurvivesTheFormAndComesBackInTheSameForm() async {
    let box = Locked(["demo": Pantry(items: [rye])])
    await makeForm(store: .backed(by: box)).setName("Milk")
    let reopened = await makeForm(store: .backed(by: box))
    #expect(reopened.name == "Milk" && reopened.hasUnsavedChanges)

    await makeForm(editing: rye, store: .backed(by: box)).setQuantity("2 kg")
    let editAgain = await makeForm(editing: rye, store: .backed(by: box))
    #expect(editAgain.name == "Rye flour" && editAgain.quantity == "2 kg")
    #expect(editAgain.isDismissDisabled)
  }

  @Test func anotherFormsDraftIsNeitherShownNorTouchedUntilThisFormChanges() async {
    let addDraft = PantryDraft(itemID: nil, name: "Milk", quantity: "")
    let box = Locked(["demo": Pantry(items: [rye, eggs], draft: addDraft)])
    let edit = await makeForm(editing: rye, store: .backed(by: box))
    #expect(edit.name == "Rye flour" && !edit.hasUnsavedChanges)
    #expect(draft(box) == addDraft)
    await edit.setName("Rye flour")
    #expect(draft(box) == addDraft)
    await edit.setQuantity("2 kg")
    let other = await makeForm(editing: eggs, store: .backed(by: box))
    #expect(other.quantity == "6")
  }

  @Test func anotherUsersDraftIsNotShown() async {
    let box = Locked(["chef": Pantry(draft: PantryDraft(itemID: nil, name: "Milk", quantity: ""))])
    let form = await makeForm(store: .backed(by: box))
    #expect(form.name == "")
  }

  @Test func returningToTheItemsValuesClearsTheDraft() async {
    let box = Locked(["demo": Pantry(items: [rye])])
    let form = await makeForm(editing: rye, store: .backed(by: box))
    await form.setQuantity("2 kg")
    await form.setQuantity(" 1 kg")
    #expect(!form.hasUnsavedChanges)
    #expect(draft(box) == nil)
  }

  @Test func savingANewItemAddsItClearsTheDraftThenReportsIt() async {
    let box = Locked(["demo": Pantry(items: [rye])])
    let form = await makeForm(store: .backed(by: box))
    await form.setName("Rye flour!")
    await form.setQuantity("2 kg")
    await form.saveTapped()
    let added = PantryItem(id: "rye-flour-2", name: "Rye flour!", quantity: "2 kg")
    #expect(box.value["demo"]?.items == [rye, added])
    #expect(draft(box) == nil)
    #expect(spy.events == [.saved(added)])
  }

  @Test func savingAnEditKeepsTheIDClearsTheDraftThenReportsIt() async {
    let box = Locked(["demo": Pantry(items: [rye, eggs])])
    let form = await makeForm(editing: rye, store: .backed(by: box))
    await form.setName("Dark rye flour")
    await form.saveTapped()
    let changed = PantryItem(id: "rye-flour", name: "Dark rye flour", quantity: "1 kg")
    #expect(box.value["demo"]?.items == [changed, eggs])
    #expect(draft(box) == nil)
    #expect(spy.events == [.saved(changed)])
  }

  @Test func aNewItemWithoutANameIsNotSaved() async {
    let form = await makeForm(store: .backed(by: Locked([:])))
    await form.saveTapped()
    #expect(form.nameProblem == "Give the item a name.")
    #expect(spy.events.isEmpty)
  }

  @Test func aNameTakenIgnoringCaseKeepsTheFormOpenWithTheReasonAndTheDraft() async {
    let box = Locked(["demo": Pantry(items: [rye])])
    let form = await makeForm(store: .backed(by: box))
    await form.setName("RYE FLOUR")
    await form.saveTapped()
    #expect(
      form.problem
        == "The item could not be saved: The pantry already has an item named 'Rye flour'.")
    #expect(draft(box)?.name == "RYE FLOUR")
    #expect(form.isDismissDisabled)
    #expect(spy.events.isEmpty)
  }

  @Test func cancellingDiscardsTheDraftThenReportsIt() async {
    let box = Locked<[String: Pantry]>([:])
    let form = await makeForm(store: .backed(by: box))
    await form.setName("Milk")
    await form.cancelTapped()
    #expect(draft(box) == nil)
    #expect(spy.events == [.cancelled])
  }

  @Test func aDraftThatCannotBeSavedIsReportedAndTheValueStays() async {
    var store = FakePantryStore.backed(by: Locked([:]))
    store.onSaveDraft = { _, _ throws(ServiceError) in throw ServiceError("disk full") }
    let form = await makeForm(store: store)
    await form.setName("Milk")
    #expect(form.name == "Milk")
    #expect(form.problem == "The draft could not be saved: disk full")
  }

  @Test func aDiscardWaitsForAnEarlierDraftWriteSoTheDraftStaysGone() async {
    let box = Locked<[String: Pantry]>([:])
    let gate = Gate()
    var store = FakePantryStore.backed(by: box)
    let save = store.onSaveDraft
    store.onSaveDraft = { draft, user throws(ServiceError) in
      if draft != nil { await gate.wait() }
      try await save(draft, user)
    }
    let form = await makeForm(store: store)
    let typing = Task { await form.setName("Milk") }
    await gate.untilWaiting()
    let cancelling = Task { await form.cancelTapped() }
    for _ in 0..<20 { await Task.yield() }
    #expect(spy.events.isEmpty)
    gate.open()
    await typing.value
    await cancelling.value
    #expect(draft(box) == nil)
    #expect(spy.events == [.cancelled])
  }

  @Test func aDraftArrivingAfterTheUserTypedDoesNotOverwriteTheirValue() async {
    let gate = Gate()
    let box = Locked(["demo": Pantry(draft: PantryDraft(itemID: nil, name: "Old", quantity: ""))])
    var store = FakePantryStore.backed(by: box)
    let read = store.onDraft
    store.onDraft = { itemID, user throws(ServiceError) in
      let draft = try await read(itemID, user)
      await gate.wait()
      return draft
    }
    let form = PantryFormViewModel(user: demo, store: store, editing: nil)
    let loading = Task { await form.load() }
    await gate.untilWaiting()
    await form.setName("New")
    gate.open()
    await loading.value
    #expect(form.name == "New")
  }

  @Test("Finding 2: a save refused over another window's change keeps the input, then wins")
  func aSaveRefusedOverAnotherWindowsChangeKeepsTheInputThenWins() async {
    let box = Locked(["demo": Pantry(items: [eggs])])
    let form = await makeForm(editing: eggs, store: .backed(by: box))
    await form.setQuantity("8")
    let elsewhere = PantryItem(id: "eggs", name: "Free-range eggs", quantity: "12")
    box.mutate { _ = try? $0["demo"]?.update(elsewhere, replacing: eggs) }
    await form.saveTapped()
    #expect(form.problem?.contains("changed elsewhere to '12'") == true)
    #expect(form.name == "Free-range eggs" && form.quantity == "8")
    #expect(form.editing == elsewhere)
    #expect(draft(box)?.quantity == "8" && draft(box)?.original == elsewhere)
    #expect(spy.events.isEmpty)
    await form.saveTapped()
    let saved = PantryItem(id: "eggs", name: "Free-range eggs", quantity: "8")
    #expect(box.value["demo"]?.items == [saved])
    #expect(spy.events == [.saved(saved)])
  }

  @Test func aSecondSaveWhileTheFirstIsUnderwayIsIgnored() async {
    let gate = Gate()
    let box = Locked<[String: Pantry]>([:])
    var store = FakePantryStore.backed(by: box)
    let add = store.onAddItem
    store.onAddItem = { name, quantity, user throws(ServiceError) in
      await gate.wait()
      return try await add(name, quantity, user)
    }
    let form = await makeForm(store: store)
    await form.setName("Milk")
    let saving = Task { await form.saveTapped() }
    await gate.untilWaiting()
    #expect(form.isSaving)
    await form.saveTapped()
    await form.setName("Eggs")
    await form.cancelTapped()
    gate.open()
    await saving.value
    #expect(box.value["demo"]?.items.map(\.name) == ["Milk"])
    #expect(spy.events == [.saved(PantryItem(id: "milk", name: "Milk", quantity: ""))])
  }

  @Test func theFormIsReleasedWhenItsOwnerLetsGo() async {
    let tracker = LeakTracker()
    var form: PantryFormViewModel? = await makeForm(store: .backed(by: Locked([:])))
    await form?.setName("Milk")
    await form?.saveTapped()
    tracker.track(form!)
    form = nil
    tracker.expectAllReleased()
  }
}
