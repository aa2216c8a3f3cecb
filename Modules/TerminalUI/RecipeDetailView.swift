import DetailFeature

/// A recipe's detail, with its related recipes as a numbered list.
struct RecipeDetailView: ScreenView {
  let viewModel: RecipeDetailViewModel

  var commands: [CommandHelp] {
    [
      CommandHelp(usage: "N", summary: "open related recipe N"),
      CommandHelp(usage: "author", summary: "open the recipe's author"),
      CommandHelp(usage: "favorite", summary: "mark or unmark as a favourite"),
      CommandHelp(usage: "share", summary: "show the link or export the recipe"),
      CommandHelp(usage: "delete", summary: "delete the recipe from your cookbook"),
    ]
  }

  func prepare() async {
    await viewModel.loadIfNeeded()
  }

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

  func handle(_ command: Command) async -> ScreenResponse {
    switch command {
    case .row(let number):
      let related = viewModel.relatedRecipes
      switch rowIndex(number, count: related.count, noun: "related recipe") {
      case .success(let index): viewModel.relatedRecipeTapped(id: related[index].id)
      case .failure(let error): return .message(error.message)
      }
      return .done
    case .author:
      viewModel.authorTapped()
      return .done
    case .favorite:
      await viewModel.favoriteTapped()
      return .done
    case .share:
      viewModel.shareTapped()
      return .done
    case .delete(nil):
      viewModel.deleteTapped()
      return .done
    default:
      return .notHere
    }
  }
}
