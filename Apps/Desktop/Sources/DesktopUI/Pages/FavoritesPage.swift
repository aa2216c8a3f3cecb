import AdwaitaKit
import HomeFeature
import Phrasebook

/// The Favourites tab's root: the user's favourite recipes, loaded again each time it shows.
@MainActor
final class FavoritesPage: Page {
  private let viewModel: FavoritesViewModel
  private let context: PageContext
  private let layout = PageLayout()
  private let status = StatusLine()
  private let rows: RecipeRows

  init(viewModel: FavoritesViewModel, context: PageContext) {
    self.viewModel = viewModel
    self.context = context
    rows = RecipeRows { id in context.send { viewModel.recipeTapped(id: id) } }
    layout.append(heading("Favourites"), status.label, rows.list)
    observing { [weak self] in self?.update() }
  }

  var content: PageContent { .page(layout.root, title: "Favourites") }

  func appeared() {
    context.load { [viewModel] in await viewModel.reload() }
  }

  private func update() {
    switch viewModel.content {
    case .loading: status.show("Loading your favourites…")
    case .recipes: status.show(nil)
    case .empty: status.show("No favourites yet: mark a recipe as a favourite to keep it here.")
    case .failed(let error): status.show(Phrasebook.favoritesNotLoaded(error))
    }
    rows.show(viewModel.visibleRecipes)
  }
}

extension ScreenPages {
  func favorites(_ model: FavoritesViewModel) -> Output {
    FavoritesPage(viewModel: model, context: context)
  }
}
