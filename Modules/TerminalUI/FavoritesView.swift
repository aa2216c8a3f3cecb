import Coordinators
import HomeFeature
import Phrasebook

/// The Favourites tab's list.
struct FavoritesView: ScreenView {
  let viewModel: FavoritesViewModel

  func render(_ style: TerminalStyle) -> [String] {
    var lines = [style.title("Favourites")]
    switch viewModel.content {
    case .loading: lines.append(style.dim("Loading favourites…"))
    case .empty: lines.append(style.plain("No favourites yet: open a recipe and type favorite."))
    case .failed(let error): lines.append(style.problem(Phrasebook.favoritesNotLoaded(error)))
    case .recipes(let recipes):
      for (index, recipe) in recipes.enumerated() {
        lines.append(
          "\(index + 1). \(style.emphasis(recipe.title)) "
            + style.dim("· \(recipe.author) · \(recipe.minutes) min"))
      }
    }
    return lines
  }
}

extension LineViews {
  func favorites(_ model: FavoritesViewModel) -> Output { FavoritesView(viewModel: model) }
}
