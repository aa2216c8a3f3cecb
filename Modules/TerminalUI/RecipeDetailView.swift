import DetailFeature
import TerminalCommands

/// A recipe's detail, with its related recipes as a numbered list.
struct RecipeDetailView: ScreenView {
  let viewModel: RecipeDetailViewModel

  func render(_ style: TerminalStyle) -> [String] {
    switch viewModel.content {
    case .loading:
      return [style.dim("Loading recipe…")]
    case .failed(let message):
      return [style.problem(message)]
    case .loaded(let recipe, let related):
      let star = viewModel.isFavorite ? " ★" : ""
      var lines = [
        style.title(recipe.title + star),
        style.dim("by \(recipe.author) · \(recipe.minutes) min · serves \(recipe.servings)"),
        "",
        style.emphasis("Ingredients"),
      ]
      lines += recipe.ingredients.map { style.plain("  - \($0)") }
      lines += ["", style.emphasis("Method")]
      lines += recipe.steps.enumerated().map { style.plain("  \($0.offset + 1). \($0.element)") }
      lines += ["", style.emphasis("Related recipes")]
      lines += related.enumerated().map { style.plain("  \($0.offset + 1). \($0.element.title)") }
      if let error = viewModel.favoriteError { lines.append(style.problem(error)) }
      if let notice = viewModel.notice.flatMap(Phrases.share) {
        lines.append(style.success(SafeText.display(notice, limit: 300)))
      }
      return lines
    }
  }
}
