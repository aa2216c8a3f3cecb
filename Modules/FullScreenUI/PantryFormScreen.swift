import Coordinators
import PantryFeature
import Phrasebook
import TerminalCommands

/// The pantry's item form, a sheet: two fields that hand their value to the view model when
/// they lose the focus, Save and Cancel. Esc is refused while there are unsaved changes.
struct PantryFormScreen: FullScreenView {
  let viewModel: PantryFormViewModel

  var model: AnyObject { viewModel }
  var title: String { "Item" }

  var lines: [Line] {
    let heading = viewModel.editing.map { "Edit \(SafeText.display($0.name))" } ?? "New pantry item"
    var lines: [Line] = [
      .text(heading, .title), .blank,
      .field(
        Field(
          name: "name", label: "Name", value: viewModel.name,
          maxLength: PantryFormViewModel.maximumNameLength, commit: { .name($0) })),
      .field(
        Field(
          name: "quantity", label: "Quantity", value: viewModel.quantity,
          maxLength: PantryFormViewModel.maximumQuantityLength, commit: { .quantity($0) })),
    ]
    let problems = [
      viewModel.nameProblem.map { Phrasebook.pantryFieldProblem($0, in: .name) },
      viewModel.quantityProblem.map { Phrasebook.pantryFieldProblem($0, in: .quantity) },
      viewModel.problem.map(Phrasebook.pantryFormProblem),
    ]
    for problem in problems.compactMap({ $0 }) {
      lines.append(.text(SafeText.display(problem, limit: 300), .problem))
    }
    if viewModel.hasUnsavedChanges { lines.append(.text("Unsaved changes.", .dimmed)) }
    lines += [.blank, Line(text: "Save", item: .submit), .button("Cancel", .cancel)]
    return lines
  }

  func submit(_ values: [String: String]) -> [Command] {
    [
      .name(values["name"] ?? viewModel.name),
      .quantity(values["quantity"] ?? viewModel.quantity), .save,
    ]
  }
}

extension FullScreenViews {
  func pantryForm(_ model: PantryFormViewModel) -> Output { PantryFormScreen(viewModel: model) }
}
