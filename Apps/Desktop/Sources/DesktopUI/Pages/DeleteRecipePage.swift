import AdwaitaKit
import DetailFeature
import Phrasebook

/// The confirmation before deleting a recipe: Cancel (the default) or Delete (destructive).
/// It only answers; the detail's flow deletes, then closes it or tells it why it could not.
@MainActor
final class DeleteRecipePage: Page {
  private let viewModel: DeleteRecipeViewModel
  private let dialog: MessageDialog?

  init(viewModel: DeleteRecipeViewModel, context: PageContext) {
    self.viewModel = viewModel
    dialog = context.window.map {
      ConfirmationDialog.make(
        over: $0, heading: "Delete \(viewModel.recipe.title)?",
        body: "It leaves your cookbook, your favourites and every list.",
        cancel: { context.send { await viewModel.noTapped() } },
        confirm: { context.send { await viewModel.yesTapped() } })
    }
    observing { [weak self] in self?.update() }
  }

  var content: PageContent { dialog.map { .dialog($0) } ?? .page(Label(), title: "") }

  private func update() {
    guard let dialog else { return }
    ConfirmationDialog.show(
      viewModel.problem.map(Phrasebook.recipeNotDeleted), deleting: viewModel.isDeleting, in: dialog
    )
  }
}
