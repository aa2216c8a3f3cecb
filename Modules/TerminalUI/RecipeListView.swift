import HomeFeature

/// The recipe list.
struct RecipeListView: ScreenView {
  let viewModel: RecipeListViewModel

  var commands: [CommandHelp] {
    [
      CommandHelp(usage: "N", summary: "open recipe N"),
      CommandHelp(usage: "search TEXT", summary: "show recipes matching TEXT; search alone clears"),
      CommandHelp(usage: "logout", summary: "sign out"),
    ]
  }

  func prepare() async {
    await viewModel.loadIfNeeded()
  }

  func render(_ style: TerminalStyle) -> [String] {
    var title = "Recipes"
    if !viewModel.query.isEmpty { title += " matching '\(SafeText.display(viewModel.query))'" }
    var lines = [style.title(title)]
    switch viewModel.content {
    case .loading: lines.append(style.dim("Loading recipes…"))
    case .empty(let message): lines.append(style.plain(message))
    case .failed(let message): lines.append(style.problem(message))
    case .recipes(let recipes):
      let width = String(recipes.count).count
      for (index, recipe) in recipes.enumerated() {
        let number = String(index + 1)
        let padded = String(repeating: " ", count: width - number.count) + number
        lines.append(
          "\(padded). \(style.emphasis(recipe.title)) "
            + style.dim("· \(recipe.author) · \(recipe.minutes) min"))
      }
    }
    return lines
  }

  func handle(_ command: Command) async -> ScreenResponse {
    switch command {
    case .row(let number):
      let recipes = viewModel.visibleRecipes
      switch rowIndex(number, count: recipes.count, noun: "recipe") {
      case .success(let index): viewModel.recipeTapped(id: recipes[index].id)
      case .failure(let error): return .message(error.message)
      }
      return .done
    case .search(let text):
      viewModel.searchSubmitted(text)
      return .done
    default:
      return .notHere
    }
  }
}
