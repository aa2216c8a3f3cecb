import Coordinators
import HomeFeature
import Phrasebook
import TerminalCommands

/// The recipe list, written straight into bytes: it is the screen redrawn most.
struct RecipeListView: ScreenRendering {
  let viewModel: RecipeListViewModel

  func render(into text: inout ScreenText) {
    let query = viewModel.query
    text.begin(.title)
    text.literal("Recipes")
    if !query.isEmpty {
      text.literal(" matching '")
      text.plain(SafeText.display(query))
      text.literal("'")
    }
    text.end()
    text.newline()
    if let problem = viewModel.searchProblem {
      text.styled(.problem, Phrasebook.searchProblem(problem))
      text.newline()
    }
    switch viewModel.content {
    case .loading:
      text.styled(.dim, "Loading recipes…")
      text.newline()
    case .empty(let reason):
      text.plain(Phrasebook.emptyRecipeList(reason))
      text.newline()
    case .failed(let error):
      text.styled(.problem, Phrasebook.recipesNotLoaded(error))
      text.newline()
    case .recipes(let recipes):
      if let columns = text.style.columns, columns >= 60, recipes.count > 12 {
        for line in twoColumns(recipes.map(\.title), width: columns / 2) { text.line(line) }
      } else {
        let width = digits(recipes.count) + 1
        // By index, so that a row reads three fields instead of copying the whole recipe.
        for index in recipes.indices {
          for _ in 0..<max(0, width - digits(index + 1) - 1) { text.literal(" ") }
          text.number(index + 1)
          text.literal(". ")
          text.styled(.emphasis, recipes[index].title)
          text.literal(" ")
          text.begin(.dim)
          text.literal("· ")
          text.plain(recipes[index].author)
          text.literal(" · ")
          text.number(recipes[index].minutes)
          text.literal(" min")
          text.end()
          text.newline()
        }
      }
    }
  }

  /// The number of decimal digits of `value`, at least 1.
  private func digits(_ value: Int) -> Int {
    var count = 1
    var rest = value
    while rest >= 10 || rest <= -10 {
      rest /= 10
      count += 1
    }
    return value < 0 ? count + 1 : count
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

extension LineViews {
  func recipeList(_ model: RecipeListViewModel) -> Output { RecipeListView(viewModel: model) }
}
