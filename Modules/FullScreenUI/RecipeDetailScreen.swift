import Coordinators
import DetailFeature
import Phrasebook
import TerminalCommands

/// A recipe: its actions as selectable lines, the text, then its related recipes.
struct RecipeDetailScreen: FullScreenView {
  let viewModel: RecipeDetailViewModel

  var model: AnyObject { viewModel }

  var title: String {
    if case .loaded(let recipe, _) = viewModel.content { recipe.title } else { viewModel.recipeID }
  }

  var lines: [Line] {
    switch viewModel.content {
    case .loading:
      return [.text("Loading recipe…", .dimmed)]
    case .notFound(let id):
      return [.text(Phrasebook.recipeNotFound(id: id), .problem)]
    case .failed(let error):
      return [.text(Phrasebook.recipeNotLoaded(error), .problem)]
    case .deleted(let title):
      return [.text(Phrasebook.recipeDeleted(title: title), .problem)]
    case .loaded(let recipe, let related):
      var lines: [Line] = [
        .text(recipe.title + (viewModel.isFavorite ? " ★" : ""), .title),
        .text("by \(recipe.author) · \(recipe.minutes) min · serves \(recipe.servings)", .dimmed),
        .blank,
        .button("Author: \(recipe.author)", .author),
        .button(viewModel.isFavorite ? "★ Favourite" : "☆ Mark as favourite", .favorite),
        .button("Share…", .share),
        .button("Delete…", .delete(nil)),
      ]
      if let problem = viewModel.favoriteError {
        lines.append(.text(Phrasebook.favoriteProblem(problem), .problem))
      }
      if let notice = viewModel.notice.flatMap(Phrases.share) {
        lines.append(.text(SafeText.display(notice, limit: 300), .success))
      }
      lines += [.blank, .text("Ingredients", .heading)]
      lines += recipe.ingredients.map { .text("- \($0)") }
      lines += [.blank, .text("Method", .heading)]
      lines += recipe.steps.enumerated().map { .text("\($0.offset + 1). \($0.element)") }
      lines += [.blank, .text("Related recipes", .heading)]
      if related.isEmpty { lines.append(.text("None.", .dimmed)) }
      lines += Line.rows(related.map { ($0.title, "· \($0.minutes) min") })
      return lines
    }
  }
}

extension FullScreenViews {
  func recipeDetail(_ model: RecipeDetailViewModel) -> Output {
    RecipeDetailScreen(viewModel: model)
  }
}
