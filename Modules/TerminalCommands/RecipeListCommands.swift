import Coordinators
import HomeFeature

/// The recipe list's commands.
struct RecipeListCommands: ScreenCommands {
  let viewModel: RecipeListViewModel

  var commands: [CommandHelp] {
    [
      CommandHelp(usage: "N", summary: "open recipe N", examples: ["1", "2"]),
      CommandHelp(
        usage: "search TEXT", summary: "show recipes matching TEXT; search alone clears",
        examples: ["search soup", "search"]),
    ]
  }

  func prepare() async {
    await viewModel.loadIfNeeded()
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

extension ScreenCommandsVisitor {
  func recipeList(_ model: RecipeListViewModel) -> Output { RecipeListCommands(viewModel: model) }
}
