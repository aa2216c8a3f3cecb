import HomeFeature
import TerminalCommands

/// The recipe list.
struct RecipeListView: ScreenView {
  let viewModel: RecipeListViewModel

  func render(_ style: TerminalStyle) -> [String] {
    var title = "Recipes"
    if !viewModel.query.isEmpty { title += " matching '\(SafeText.display(viewModel.query))'" }
    var lines = [style.title(title)]
    if let problem = viewModel.searchProblem { lines.append(style.problem(problem)) }
    switch viewModel.content {
    case .loading: lines.append(style.dim("Loading recipes…"))
    case .empty(let message): lines.append(style.plain(message))
    case .failed(let message): lines.append(style.problem(message))
    case .recipes(let recipes):
      if let columns = style.columns, columns >= 60, recipes.count > 12 {
        lines += twoColumns(recipes.map(\.title), width: columns / 2)
      } else {
        let width = String(recipes.count).count + 1
        lines.reserveCapacity(lines.count + recipes.count)
        for (index, recipe) in recipes.enumerated() {
          lines.append(
            "\(number(index, width: width)) \(style.emphasis(recipe.title)) "
              + style.dim("· \(recipe.author) · \(recipe.minutes) min"))
        }
      }
    }
    return lines
  }

  /// Row number `index + 1` with a dot, right-aligned in `width` characters.
  private func number(_ index: Int, width: Int) -> String {
    let text = "\(index + 1)."
    return text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
  }

  private func twoColumns(_ titles: [String], width: Int) -> [String] {
    let cells = titles.enumerated().map { index, title in
      let cell = "\(number(index, width: String(titles.count).count + 1)) \(title)"
      return SafeText.display(cell, limit: width - 2)
    }
    let half = (cells.count + 1) / 2
    return (0..<half).map { row in
      let left = cells[row]
      guard row + half < cells.count else { return left }
      return left + String(repeating: " ", count: max(1, width - left.count)) + cells[row + half]
    }
  }
}
