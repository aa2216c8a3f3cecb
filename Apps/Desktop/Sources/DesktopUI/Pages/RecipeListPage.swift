import AdwaitaKit
import HomeFeature
import Phrasebook

/// The Recipes tab's root: a search field over the recipes, by title.
@MainActor
final class RecipeListPage: Page {
  private let viewModel: RecipeListViewModel
  private let root = Box(.vertical, spacing: 6)
  private let search = SearchEntry(label: "Search recipes")
  private let status = StatusLine()
  private let rows: RecipeRows

  init(viewModel: RecipeListViewModel, context: PageContext) {
    self.viewModel = viewModel
    rows = RecipeRows { id in context.send { viewModel.recipeTapped(id: id) } }
    let layout = PageLayout()
    layout.append(status.label, rows.list)
    search.text = viewModel.query
    search.setMargins(6)
    root.append(search)
    root.append(layout.root)
    search.onSearchChanged { [weak search] in
      let text = search?.text ?? ""
      guard text != viewModel.query else { return }
      context.send { viewModel.searchSubmitted(text) }
    }
    observing { [weak self] in self?.update() }
    context.load { await viewModel.loadIfNeeded() }
  }

  var content: PageContent { .page(root, title: "Recipes") }

  private func update() {
    switch viewModel.content {
    case .loading: status.show("Loading recipes…")
    case .recipes: status.show(viewModel.searchProblem.map(Phrasebook.searchProblem))
    case .empty(let reason): status.show(Phrasebook.emptyRecipeList(reason))
    case .failed(let error): status.show(Phrasebook.recipesNotLoaded(error))
    }
    rows.show(viewModel.visibleRecipes)
    if viewModel.query != search.text, viewModel.searchProblem == nil {
      search.text = viewModel.query
    }
  }
}

extension ScreenPages {
  func recipeList(_ model: RecipeListViewModel) -> Output {
    RecipeListPage(viewModel: model, context: context)
  }
}
