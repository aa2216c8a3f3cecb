import AdwaitaKit
import PantryFeature
import Phrasebook

/// The confirmation before deleting a pantry item: Cancel (the default) or Delete
/// (destructive). It only answers; the Pantry's flow deletes.
@MainActor
final class DeletePantryItemPage: Page {
  private let viewModel: DeletePantryItemViewModel
  private let dialog: MessageDialog?

  init(viewModel: DeletePantryItemViewModel, context: PageContext) {
    self.viewModel = viewModel
    dialog = context.window.map {
      ConfirmationDialog.make(
        over: $0, heading: "Delete \(viewModel.item.name)?",
        body: "\(viewModel.item.name) (\(viewModel.item.quantity)) leaves your pantry.",
        cancel: { context.send { await viewModel.noTapped() } },
        confirm: { context.send { await viewModel.yesTapped() } })
    }
    observing { [weak self] in self?.update() }
  }

  var content: PageContent { dialog.map { .dialog($0) } ?? .page(Label(), title: "") }

  private func update() {
    guard let dialog else { return }
    ConfirmationDialog.show(
      viewModel.problem.map(Phrasebook.pantryItemNotDeleted), deleting: viewModel.isDeleting,
      in: dialog)
  }
}
