import AdwaitaKit
import DetailFeature
import Phrasebook

/// An author: their biography and their recipes, each of which opens over this page.
@MainActor
final class AuthorPage: Page {
  private let viewModel: AuthorViewModel
  private let layout = PageLayout()
  private let name = heading("", style: "title-1")
  private let bio = Label()
  private let status = StatusLine()
  private let recipes: RecipeRows

  init(viewModel: AuthorViewModel, context: PageContext) {
    self.viewModel = viewModel
    recipes = RecipeRows { id in context.send { viewModel.recipeTapped(id: id) } }
    bio.wrap()
    bio.alignToStart()
    layout.append(name, bio, status.label, recipes.list)
    observing { [weak self] in self?.update() }
    context.load { await viewModel.loadIfNeeded() }
  }

  var content: PageContent { .page(layout.root, title: name.text) }

  private func update() {
    switch viewModel.content {
    case .loading: status.show("Loading the author…")
    case .loaded(let author, _):
      status.show(nil)
      if name.text != author.name { name.text = author.name }
      if bio.text != author.bio { bio.text = author.bio }
    case .notFound(let id): status.show(Phrasebook.authorNotFound(id: id))
    case .failed(let error): status.show(Phrasebook.authorNotLoaded(error))
    }
    recipes.show(viewModel.recipes)
  }
}

extension ScreenPages {
  func author(_ model: AuthorViewModel) -> Output {
    AuthorPage(viewModel: model, context: context)
  }
}
