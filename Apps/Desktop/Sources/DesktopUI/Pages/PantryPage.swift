import AdwaitaKit
import PantryFeature
import Phrasebook
import Services

/// The Pantry tab's root: Add an item…, then a row per item, named by it, with Edit and
/// Delete….
@MainActor
final class PantryPage: Page {
  private let viewModel: PantryListViewModel
  private let context: PageContext
  private let layout = PageLayout()
  private let status = StatusLine()
  private let list = ListBox()
  private var shown: [PantryItem]?

  init(viewModel: PantryListViewModel, context: PageContext) {
    self.viewModel = viewModel
    self.context = context
    let add = Button("Add an item…")
    add.addStyleClass("suggested-action")
    add.alignStart()
    add.onClicked { context.send { viewModel.addTapped() } }
    list.addStyleClass("boxed-list")
    layout.append(heading("Pantry"), add, status.label, list)
    observing { [weak self] in self?.update() }
    context.load {
      if case .loading = viewModel.content { await viewModel.reload() }
    }
  }

  var content: PageContent { .page(layout.root, title: "Pantry") }

  private func update() {
    switch viewModel.content {
    case .loading: status.show("Loading your pantry…")
    case .items: status.show(nil)
    case .empty: status.show("Your pantry is empty.")
    case .failed(let error): status.show(Phrasebook.pantryNotLoaded(error))
    }
    let items = viewModel.visibleItems
    guard items != shown else { return }
    shown = items
    list.setRows(items.map(row))
    list.isVisible = !items.isEmpty
  }

  private func row(for item: PantryItem) -> ListRow {
    let name = Label(item.name)
    name.alignToStart()
    name.expand(vertically: false)
    let quantity = Label(item.quantity)
    quantity.addStyleClass("dim-label")
    let edit = Button("Edit")
    let delete = Button("Delete…")
    let line = Box(.horizontal, spacing: 6)
    for widget: Widget in [name, quantity, edit, delete] { line.append(widget) }
    line.setMargins(6)
    let (context, viewModel, id) = (context, viewModel, item.id)
    edit.onClicked { context.send { viewModel.editTapped(id: id) } }
    delete.onClicked { context.send { viewModel.deleteTapped(id: id) } }
    return ListRow(line, label: item.name)
  }
}

extension ScreenPages {
  func pantry(_ model: PantryListViewModel) -> Output {
    PantryPage(viewModel: model, context: context)
  }
}
