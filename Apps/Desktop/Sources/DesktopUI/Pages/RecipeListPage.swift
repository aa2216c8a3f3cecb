import AdwaitaKit
import HomeFeature
import Services

/// The Recipes tab's list: a search field over rows named by the recipes' titles.
@MainActor
final class RecipeListPage {
  let root = Box(.vertical, spacing: 6)
  private let viewModel: RecipeListViewModel
  private let search = SearchEntry(label: "Search recipes")
  private let status = Label()
  private let list = ListBox()

  init(viewModel: RecipeListViewModel) {
    self.viewModel = viewModel
    search.text = viewModel.query
    search.setMargins(6)
    list.addStyleClass("boxed-list")
    list.setMargins(12)
    status.wrap()
    status.setMargins(12)
    let scroller = ScrolledWindow(list)
    scroller.expand()
    for child: Widget in [search, status, scroller] { root.append(child) }
    search.onSearchChanged { [weak self] in
      guard let self else { return }
      viewModel.searchSubmitted(search.text)
    }
    observing { [weak self] in self?.update() }
    Task { [viewModel] in await viewModel.loadIfNeeded() }
  }

  private func update() {
    let content = viewModel.content
    switch content {
    case .loading: status.text = "Loading recipes…"
    case .recipes: status.text = viewModel.searchProblem ?? ""
    case .empty(let message), .failed(let message): status.text = message
    }
    status.isVisible = !status.text.isEmpty
    list.setRows(viewModel.visibleRecipes.map(row))
  }

  private func row(for recipe: Recipe) -> ListRow {
    let lines = Box(.vertical, spacing: 2)
    let title = Label(recipe.title)
    title.alignToStart()
    let detail = Label("\(recipe.author) · \(recipe.minutes) min")
    detail.alignToStart()
    detail.addStyleClass("dim-label")
    lines.append(title)
    lines.append(detail)
    lines.setMargins(8)
    return ListRow(lines, label: recipe.title) { [weak viewModel] in
      viewModel?.recipeTapped(id: recipe.id)
    }
  }
}
