import Coordinators
import DetailFeature
import Phrasebook
import TerminalCommands

/// A recipe's detail, with its related recipes as a numbered list; written straight into
/// bytes, as every opened recipe draws it.
struct RecipeDetailView: ScreenRendering {
  let viewModel: RecipeDetailViewModel

  func render(into text: inout ScreenText) {
    switch viewModel.content {
    case .loading:
      text.styled(.dim, "Loading recipe…")
      text.newline()
    case .notFound(let id):
      text.styled(.problem, Phrasebook.recipeNotFound(id: id))
      text.newline()
    case .failed(let error):
      text.styled(.problem, Phrasebook.recipeNotLoaded(error))
      text.newline()
    case .deleted(let title):
      text.styled(.problem, Phrasebook.recipeDeleted(title: title))
      text.newline()
    case .loaded(let recipe, let related):
      text.begin(.title)
      text.plain(recipe.title)
      if viewModel.isFavorite { text.literal(" ★") }
      text.end()
      text.newline()
      text.begin(.dim)
      text.literal("by ")
      text.plain(recipe.author)
      text.literal(" · ")
      text.number(recipe.minutes)
      text.literal(" min · serves ")
      text.number(recipe.servings)
      text.end()
      text.newline()
      text.newline()
      heading("Ingredients", &text)
      for ingredient in recipe.ingredients {
        text.literal("  - ")
        text.plain(ingredient)
        text.newline()
      }
      text.newline()
      heading("Method", &text)
      numbered(recipe.steps, &text)
      text.newline()
      heading("Related recipes", &text)
      for index in related.indices {
        text.literal("  ")
        text.number(index + 1)
        text.literal(". ")
        text.plain(related[index].title)
        text.newline()
      }
      if let problem = viewModel.favoriteError {
        text.styled(.problem, Phrasebook.favoriteProblem(problem))
        text.newline()
      }
      if let notice = viewModel.notice.flatMap(Phrases.share) {
        text.styled(.success, SafeText.display(notice, limit: 300))
        text.newline()
      }
    }
  }

  private func heading(_ name: StaticString, _ text: inout ScreenText) {
    text.begin(.emphasis)
    text.literal(name)
    text.end()
    text.newline()
  }

  /// `items` as `  1. …`, one a line, each made safe.
  private func numbered(_ items: [String], _ text: inout ScreenText) {
    for (offset, item) in items.enumerated() {
      text.literal("  ")
      text.number(offset + 1)
      text.literal(". ")
      text.plain(item)
      text.newline()
    }
  }
}

extension LineViews {
  func recipeDetail(_ model: RecipeDetailViewModel) -> Output { RecipeDetailView(viewModel: model) }
}
