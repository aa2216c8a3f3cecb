import AdwaitaKit
import DetailFeature
import Foundation

/// The share sheet, a modal window over the detail: Show the link, Export as Markdown… (the
/// platform's save dialog says where), or Cancel.
@MainActor
final class ShareSheetPage: Page {
  private let viewModel: ShareRecipeViewModel
  private let context: PageContext
  private let layout = PageLayout(scrolls: false)
  private let link = Button("Show the link")
  private let export = Button("Export as Markdown…")
  private let cancel = Button("Cancel")
  private let problem = StatusLine(isProblem: true)
  private var saving: SaveDialog?

  init(viewModel: ShareRecipeViewModel, context: PageContext) {
    self.viewModel = viewModel
    self.context = context
    for button in [link, export, cancel] { layout.append(button) }
    layout.append(problem.label)
    link.onClicked { context.send { await viewModel.linkTapped() } }
    export.onClicked { [weak self] in self?.exportTapped() }
    cancel.onClicked { context.send { await viewModel.cancelTapped() } }
    observing { [weak self] in self?.update() }
  }

  var content: PageContent { .page(layout.root, title: "Share \(viewModel.recipe.title)") }

  private func exportTapped() {
    guard let window = context.window else { return }
    let dialog = SaveDialog(
      title: "Export \(viewModel.recipe.title)", over: window,
      suggestedName: viewModel.suggestedFileName, accept: "_Export")
    saving = dialog
    dialog.show { [weak self] path in
      guard let self else { return }
      saving = nil
      guard let path else { return }
      context.send { [viewModel] in await viewModel.exportTapped(to: URL(fileURLWithPath: path)) }
    }
  }

  private func update() {
    problem.show(viewModel.problem)
    for button in [link, export, cancel] { button.isSensitive = !viewModel.isExporting }
  }
}

extension ScreenPages {
  func shareSheet(_ model: ShareRecipeViewModel) -> Output {
    ShareSheetPage(viewModel: model, context: context)
  }
}
