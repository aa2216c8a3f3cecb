import Coordinators
import HomeFeature
import Phrasebook
import TerminalCommands

/// The recipe list: one selectable row per recipe.
struct RecipeListScreen: FullScreenView {
  let viewModel: RecipeListViewModel

  var model: AnyObject { viewModel }
  var title: String { "Recipes" }

  var lines: [Line] {
    var heading = "Recipes"
    if !viewModel.query.isEmpty { heading += " matching '\(SafeText.display(viewModel.query))'" }
    var lines: [Line] = [.text(heading, .title)]
    if let problem = viewModel.searchProblem {
      lines.append(.text(Phrasebook.searchProblem(problem), .problem))
    }
    switch viewModel.content {
    case .loading: lines.append(.text("Loading recipes…", .dimmed))
    case .empty(let reason): lines.append(.text(Phrasebook.emptyRecipeList(reason)))
    case .failed(let error): lines.append(.text(Phrasebook.recipesNotLoaded(error), .problem))
    case .recipes(let recipes):
      lines += Line.rows(recipes.map { ($0.title, "· \($0.author) · \($0.minutes) min") })
    }
    return lines
  }
}

extension Line {
  /// One row per entry, numbered as the `:N` command counts them.
  static func rows(_ entries: [(title: String, detail: String)]) -> [Line] {
    let width = String(entries.count).count
    return entries.enumerated().map { index, entry in
      let number = String(index + 1)
      let padded = String(repeating: " ", count: width - number.count) + number
      return .button("\(padded). \(entry.title)", .row(index + 1), detail: entry.detail)
    }
  }
}

extension FullScreenViews {
  func recipeList(_ model: RecipeListViewModel) -> Output { RecipeListScreen(viewModel: model) }
}
