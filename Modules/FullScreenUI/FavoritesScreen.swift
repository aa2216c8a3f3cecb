import Coordinators
import HomeFeature
import Phrasebook
import TerminalCommands

/// The Favourites tab's list.
struct FavoritesScreen: FullScreenView {
  let viewModel: FavoritesViewModel

  var model: AnyObject { viewModel }
  var title: String { "Favourites" }

  var lines: [Line] {
    var lines: [Line] = [.text("Favourites", .title)]
    switch viewModel.content {
    case .loading: lines.append(.text("Loading favourites…", .dimmed))
    case .empty: lines.append(.text("No favourites yet: open a recipe and mark it as one."))
    case .failed(let error): lines.append(.text(Phrasebook.favoritesNotLoaded(error), .problem))
    case .recipes(let recipes):
      lines += Line.rows(recipes.map { ($0.title, "· \($0.author) · \($0.minutes) min") })
    }
    return lines
  }
}

extension FullScreenViews {
  func favorites(_ model: FavoritesViewModel) -> Output { FavoritesScreen(viewModel: model) }
}
