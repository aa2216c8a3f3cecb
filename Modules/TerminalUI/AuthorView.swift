import Coordinators
import DetailFeature
import Phrasebook

/// An author: their biography, then their recipes as a numbered list.
struct AuthorView: ScreenView {
  let viewModel: AuthorViewModel

  func render(_ style: TerminalStyle) -> [String] {
    switch viewModel.content {
    case .loading:
      return [style.dim("Loading author…")]
    case .notFound(let id):
      return [style.problem(Phrasebook.authorNotFound(id: id))]
    case .failed(let error):
      return [style.problem(Phrasebook.authorNotLoaded(error))]
    case .loaded(let author, _):
      var lines = [
        style.title(author.name), style.plain(author.bio), "", style.emphasis("Recipes"),
      ]
      let recipes = viewModel.recipes
      if recipes.isEmpty { lines.append(style.dim("  None left in your cookbook.")) }
      for (index, recipe) in recipes.enumerated() {
        lines.append(style.plain("  \(index + 1). \(recipe.title) · \(recipe.minutes) min"))
      }
      return lines
    }
  }
}

extension LineViews {
  func author(_ model: AuthorViewModel) -> Output { AuthorView(viewModel: model) }
}
