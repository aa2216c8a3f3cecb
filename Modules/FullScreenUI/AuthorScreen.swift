import Coordinators
import DetailFeature
import Phrasebook
import TerminalCommands

/// An author: their biography, then their recipes as selectable rows.
struct AuthorScreen: FullScreenView {
  let viewModel: AuthorViewModel

  var model: AnyObject { viewModel }

  var title: String {
    if case .loaded(let author, _) = viewModel.content { author.name } else { viewModel.authorID }
  }

  var lines: [Line] {
    switch viewModel.content {
    case .loading:
      return [.text("Loading author…", .dimmed)]
    case .notFound(let id):
      return [.text(Phrasebook.authorNotFound(id: id), .problem)]
    case .failed(let error):
      return [.text(Phrasebook.authorNotLoaded(error), .problem)]
    case .loaded(let author, _):
      var lines: [Line] = [
        .text(author.name, .title), .text(author.bio), .blank, .text("Recipes", .heading),
      ]
      let recipes = viewModel.recipes
      if recipes.isEmpty { lines.append(.text("None left in your cookbook.", .dimmed)) }
      lines += Line.rows(recipes.map { ($0.title, "· \($0.minutes) min") })
      return lines
    }
  }
}

extension FullScreenViews {
  func author(_ model: AuthorViewModel) -> Output { AuthorScreen(viewModel: model) }
}
