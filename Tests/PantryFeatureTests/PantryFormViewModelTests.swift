import PantryFeature
import Services
import TestSupport
import Testing

/// The form holds and checks what the user typed, and reports it: each accepted change as its
/// draft, "save" as its values, "cancel" as a discard. Its owner keeps, saves and closes it.
@MainActor
struct PantryFormViewModelTests {
  private let spy = PantryNavigationSpy()
  private let rye = PantryItem(id: "rye-flour", name: "Rye flour", quantity: "1 kg")
  private let eggs = PantryItem(id: "eggs", name: "Eggs", quantity: "6")

  private func makeForm(editing: PantryItem? = nil, draft: PantryDraft? = nil)
    -> PantryFormViewModel
  {
    let form = PantryFormViewModel(editing: editing, draft: draft)
    form.navigation = spy
    return form
  }

  @Test func aNewItemStartsEmptyWithNothingUnsaved() {
    let form = makeForm()
    #expect(form.name == "" && form.quantity == "")
    #expect(!form.hasUnsavedChanges && !form.isDismissDisabled)
    #expect(form.entry == PantryDraft(itemID: nil, name: "", quantity: ""))
  }

  @Test func anEditStartsFromTheItemWithNothingUnsaved() {
    let form = makeForm(editing: rye)
    #expect(form.name == "Rye flour" && form.quantity == "1 kg")
    #expect(!form.hasUnsavedChanges)
  }

  @Test func anAcceptedValueIsTrimmedReportedAsTheDraftAndRefusesDismissal() async {
    let form = makeForm()
    await form.setName("  Rye flour ")
    await form.setQuantity("1 kg")
    #expect(form.name == "Rye flour")
    #expect(form.hasUnsavedChanges && form.isDismissDisabled)
    #expect(
      spy.events == [
        .changed(PantryDraft(itemID: nil, name: "Rye flour", quantity: "")),
        .changed(PantryDraft(itemID: nil, name: "Rye flour", quantity: "1 kg")),
      ])
    #expect(spy.forms == [ObjectIdentifier(form), ObjectIdentifier(form)])
  }

  @Test(arguments: [
    ("", PantryField.Problem.missing),
    (String(repeating: "x", count: 61), .tooLong(maximum: 60)),
    ("Rye\u{202E}ruolf", .unprintable),
  ])
  func aRefusedNameKeepsTheFieldReportsNothingAndSaysWhy(
    name: String, problem: PantryField.Problem
  ) async {
    let form = makeForm()
    await form.setName("Rye flour")
    await form.setName(name)
    #expect(form.nameProblem == problem)
    #expect(form.name == "Rye flour")
    #expect(spy.events == [.changed(PantryDraft(itemID: nil, name: "Rye flour", quantity: ""))])
    await form.setName("Dark rye flour")
    #expect(form.nameProblem == nil)
  }

  @Test func aRefusedQuantityKeepsTheFieldReportsNothingAndSaysWhy() async {
    let form = makeForm(editing: rye)
    await form.setQuantity("500 g")
    await form.setQuantity(String(repeating: "9", count: 31))
    #expect(form.quantityProblem == .tooLong(maximum: 30))
    #expect(form.quantity == "500 g")
    #expect(
      spy.events == [
        .changed(
          PantryDraft(itemID: "rye-flour", name: "Rye flour", quantity: "500 g", original: rye))
      ])
  }

  @Test func aValueLikeTheOneShownReportsNothing() async {
    let form = makeForm(editing: rye)
    await form.setName("Rye flour ")
    await form.setQuantity("1 kg")
    #expect(spy.events.isEmpty)
  }

  @Test func aDraftLeftInTheFormComesBackInItAndStillRefusesDismissal() {
    let add = makeForm(draft: PantryDraft(itemID: nil, name: "Milk", quantity: ""))
    #expect(add.name == "Milk" && add.hasUnsavedChanges)
    let edit = makeForm(
      editing: rye,
      draft: PantryDraft(itemID: "rye-flour", name: "Rye flour", quantity: "2 kg", original: rye))
    #expect(edit.name == "Rye flour" && edit.quantity == "2 kg")
    #expect(edit.isDismissDisabled)
    #expect(spy.events.isEmpty)
  }

  @Test func aDraftOfAnEditIsMergedAgainstTheItemAsTheFormFirstOpenedIt() {
    let changedSince = PantryItem(id: "rye-flour", name: "Dark rye flour", quantity: "1 kg")
    let form = makeForm(
      editing: changedSince,
      draft: PantryDraft(itemID: "rye-flour", name: "Rye flour", quantity: "2 kg", original: rye))
    #expect(form.editing == rye)
    #expect(form.entry.original == rye)
  }

  @Test func returningToTheItemsValuesReportsThatNoDraftIsLeft() async {
    let form = makeForm(editing: rye)
    await form.setQuantity("2 kg")
    await form.setQuantity(" 1 kg")
    #expect(!form.hasUnsavedChanges)
    #expect(spy.events.last == .changed(nil))
  }

  @Test func savingANewItemReportsItsValuesAndWaitsForTheOwner() async {
    let form = makeForm()
    await form.setName("Rye flour!")
    await form.setQuantity("2 kg")
    await form.saveTapped()
    #expect(form.isSaving)
    #expect(
      spy.events.last
        == .saveRequested(PantryDraft(itemID: nil, name: "Rye flour!", quantity: "2 kg"))
    )
  }

  @Test func savingAnEditReportsTheItemAsTheFormOpenedIt() async {
    let form = makeForm(editing: rye)
    await form.setName("Dark rye flour")
    await form.saveTapped()
    #expect(
      spy.events.last
        == .saveRequested(
          PantryDraft(itemID: "rye-flour", name: "Dark rye flour", quantity: "1 kg", original: rye)
        ))
  }

  @Test func aNewItemWithoutANameIsNotSaved() async {
    let form = makeForm()
    await form.saveTapped()
    #expect(form.nameProblem == .missing)
    #expect(!form.isSaving)
    #expect(spy.events.isEmpty)
  }

  @Test func aSaveTheOwnerCouldNotMakeKeepsTheValuesSaysWhyAndTakesInputAgain() async {
    let form = makeForm()
    await form.setName("RYE FLOUR")
    await form.saveTapped()
    let taken = ServiceError("The pantry already has an item named 'Rye flour'.")
    form.saveFailed(taken, saved: nil)
    #expect(form.problem == .itemNotSaved(taken))
    #expect(!form.isSaving)
    #expect(form.name == "RYE FLOUR" && form.isDismissDisabled)
    await form.setName("Rye")
    #expect(spy.events.last == .changed(PantryDraft(itemID: nil, name: "Rye", quantity: "")))
  }

  @Test func aDraftTheOwnerCouldNotKeepIsSaidAndASaveUnderwayGoesOn() async {
    let form = makeForm()
    await form.setName("Milk")
    await form.saveTapped()
    let full = ServiceError("No space left on device")
    form.failed(.draftNotSaved(full))
    #expect(form.problem == .draftNotSaved(full))
    #expect(form.isSaving, "a draft that could not be kept does not end the save")
    await form.saveTapped()
    #expect(spy.events.filter { if case .saveRequested = $0 { true } else { false } }.count == 1)
  }

  @Test func cancellingIsReported() async {
    let form = makeForm()
    await form.setName("Milk")
    await form.cancelTapped()
    #expect(spy.events.last == .cancelled)
  }

  @Test("Finding 2: a save refused over another window's change keeps the input, then wins")
  func aSaveRefusedOverAnotherWindowsChangeKeepsTheInputThenWins() async {
    let form = makeForm(editing: eggs)
    await form.setQuantity("8")
    await form.saveTapped()
    let elsewhere = PantryItem(id: "eggs", name: "Free-range eggs", quantity: "12")
    form.saveFailed(ServiceError("The quantity was changed elsewhere to '12'."), saved: elsewhere)
    #expect(form.name == "Free-range eggs" && form.quantity == "8")
    #expect(form.editing == elsewhere)
    let merged = PantryDraft(
      itemID: "eggs", name: "Free-range eggs", quantity: "8", original: elsewhere)
    #expect(spy.events.last == .changed(merged))
    await form.saveTapped()
    #expect(spy.events.last == .saveRequested(merged))
  }

  @Test func aSecondSaveWhileTheFirstIsUnderwayIsIgnoredAndSoIsEveryOtherInput() async {
    let form = makeForm()
    await form.setName("Milk")
    await form.saveTapped()
    await form.saveTapped()
    await form.setName("Eggs")
    await form.setQuantity("6")
    await form.cancelTapped()
    #expect(form.name == "Milk")
    #expect(
      spy.events == [
        .changed(PantryDraft(itemID: nil, name: "Milk", quantity: "")),
        .saveRequested(PantryDraft(itemID: nil, name: "Milk", quantity: "")),
      ])
  }

  @Test func theFormIsReleasedWhenItsOwnerLetsGo() async {
    let tracker = LeakTracker()
    var form: PantryFormViewModel? = makeForm()
    await form?.setName("Milk")
    await form?.saveTapped()
    tracker.track(form!)
    form = nil
    tracker.expectAllReleased()
  }
}
