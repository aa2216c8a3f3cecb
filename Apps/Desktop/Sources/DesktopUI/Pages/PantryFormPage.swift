import AdwaitaKit
import PantryFeature
import Phrasebook
import Services

/// The pantry item form, a modal window over the Pantry: Name, Quantity, Save and Cancel.
/// Each change reaches the view model at once, which reports it as a draft to the Pantry; the
/// window refuses to close while there are unsaved changes, typed or given, and says why.
@MainActor
final class PantryFormPage: Page {
  private let viewModel: PantryFormViewModel
  private let context: PageContext
  private let layout = PageLayout(scrolls: false)
  private let name = Entry(label: "Name")
  private let quantity = Entry(label: "Quantity")
  private let nameProblem = StatusLine(isProblem: true)
  private let quantityProblem = StatusLine(isProblem: true)
  private let problem = StatusLine(isProblem: true)
  private let refusal = StatusLine(isProblem: true)
  private let save = Button("Save")
  private let cancel = Button("Cancel")
  private var wasSaving = false
  private var pending: Set<PantryField> = []

  init(viewModel: PantryFormViewModel, context: PageContext) {
    self.viewModel = viewModel
    self.context = context
    save.addStyleClass("suggested-action")
    let buttons = Box(.horizontal, spacing: 6)
    buttons.append(cancel)
    buttons.append(save)
    layout.append(name, nameProblem.label, quantity, quantityProblem.label, problem.label)
    layout.append(refusal.label, buttons)
    showValues()
    name.onChanged { [weak self] in self?.changed(.name) }
    quantity.onChanged { [weak self] in self?.changed(.quantity) }
    save.onClicked { [weak self] in self?.saveTapped() }
    cancel.onClicked { context.send { await viewModel.cancelTapped() } }
    observing { [weak self] in self?.update() }
  }

  var content: PageContent {
    .page(layout.root, title: viewModel.editing.map { "Edit \($0.name)" } ?? "New pantry item")
  }

  func closeRequested() -> CloseAnswer {
    let typed =
      PantryField.name.normalized(name.text) != viewModel.name
      || PantryField.quantity.normalized(quantity.text) != viewModel.quantity
    guard viewModel.isDismissDisabled || typed else { return .dismiss }
    refusal.show("This item has unsaved changes: Save keeps them, Cancel discards them.")
    return .refuse
  }

  /// Gives the view model a field's text once the event that changed it has ended: GTK tells
  /// each step of one edit (a replaced text is deleted, then inserted), and the form takes
  /// only where the edit ended, so no draft is written for a step between.
  private func changed(_ field: PantryField) {
    guard pending.insert(field).inserted, pending.count == 1 else { return }
    Task { @MainActor [weak self] in self?.sendChanges() }
  }

  private func sendChanges() {
    let (changed, nameText, quantityText) = (pending, name.text, quantity.text)
    pending.removeAll()
    context.send { [viewModel] in
      if changed.contains(.name) { await viewModel.setName(nameText) }
      if changed.contains(.quantity) { await viewModel.setQuantity(quantityText) }
    }
  }

  private func saveTapped() {
    let (nameText, quantityText) = (name.text, quantity.text)
    context.send { [viewModel] in
      await viewModel.setName(nameText)
      await viewModel.setQuantity(quantityText)
      await viewModel.saveTapped()
    }
  }

  /// Puts the view model's values in the fields: its draft when it opens, and the item as
  /// saved now when a refused save started the form again from it.
  private func showValues() {
    if name.text != viewModel.name { name.text = viewModel.name }
    if quantity.text != viewModel.quantity { quantity.text = viewModel.quantity }
  }

  private func update() {
    nameProblem.show(viewModel.nameProblem.map { Phrasebook.pantryFieldProblem($0, in: .name) })
    quantityProblem.show(
      viewModel.quantityProblem.map { Phrasebook.pantryFieldProblem($0, in: .quantity) })
    problem.show(viewModel.problem.map(Phrasebook.pantryFormProblem))
    if !viewModel.isDismissDisabled { refusal.show(nil) }
    for widget: Widget in [name, quantity, save, cancel] {
      widget.isSensitive = !viewModel.isSaving
    }
    if wasSaving, !viewModel.isSaving { showValues() }
    wasSaving = viewModel.isSaving
  }
}

extension ScreenPages {
  func pantryForm(_ model: PantryFormViewModel) -> Output {
    PantryFormPage(viewModel: model, context: context)
  }
}
