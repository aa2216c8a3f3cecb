import DetailFeature

/// An author: their biography, then their recipes as a numbered list.
struct AuthorView: ScreenView {
  let viewModel: AuthorViewModel

  var commands: [CommandHelp] {
    [CommandHelp(usage: "N", summary: "open the author's recipe N")]
  }

  func prepare() async {
    await viewModel.loadIfNeeded()
  }

  func render(_ style: TerminalStyle) -> [String] {
    switch viewModel.content {
    case .loading:
      return [style.dim("Loading author…")]
    case .failed(let message):
      return [style.problem(message)]
    case .loaded(let author, _):
      var lines = [
        style.title(author.name), style.plain(author.bio), "", style.emphasis("Recipes"),
      ]
      let recipes = viewModel.recipes
      if recipes.isEmpty { lines.append(style.dim("  None left in your cookbook.")) }
      for (index, recipe) in recipes.enumerated() {
        lines.append(style.plain("  \(index + 1). \(recipe.title) · \(recipe.minutes) min"))
      }
      return lines
    }
  }

  func handle(_ command: Command) async -> ScreenResponse {
    guard case .row(let number) = command else { return .notHere }
    let recipes = viewModel.recipes
    switch rowIndex(number, count: recipes.count, noun: "recipe") {
    case .success(let index): viewModel.recipeTapped(id: recipes[index].id)
    case .failure(let error): return .message(error.message)
    }
    return .done
  }
}
