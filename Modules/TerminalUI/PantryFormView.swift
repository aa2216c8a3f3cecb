import Coordinators
import PantryFeature
import Phrasebook
import TerminalCommands

/// The pantry's item form, a sheet: two fields, save and cancel. Back refuses while there
/// are unsaved changes, as a platform's `interactiveDismissDisabled` does.
struct PantryFormView: ScreenView {
  let viewModel: PantryFormViewModel

  func render(_ style: TerminalStyle) -> [String] {
    let title = viewModel.editing.map { "Edit \(SafeText.display($0.name))" } ?? "New pantry item"
    var lines = [
      style.title(title),
      "Name:     \(SafeText.display(viewModel.name))",
      "Quantity: \(SafeText.display(viewModel.quantity))",
    ]
    let problems = [
      viewModel.nameProblem.map { Phrasebook.pantryFieldProblem($0, in: .name) },
      viewModel.quantityProblem.map { Phrasebook.pantryFieldProblem($0, in: .quantity) },
      viewModel.problem.map(Phrasebook.pantryFormProblem),
    ]
    for problem in problems.compactMap({ $0 }) {
      lines.append(style.problem(SafeText.display(problem, limit: 300)))
    }
    if viewModel.hasUnsavedChanges {
      lines.append(style.dim("Unsaved changes: save, or cancel to discard them."))
    }
    return lines
  }
}

extension LineViews {
  func pantryForm(_ model: PantryFormViewModel) -> Output { PantryFormView(viewModel: model) }
}
