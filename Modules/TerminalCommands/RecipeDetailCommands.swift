import Coordinators
import DetailFeature

/// A recipe detail's commands; its numbered list is its related recipes.
struct RecipeDetailCommands: ScreenCommands {
  let viewModel: RecipeDetailViewModel

  var commands: [CommandHelp] {
    [
      CommandHelp(usage: "N", summary: "open related recipe N", examples: ["1"]),
      CommandHelp(usage: "author", summary: "open the recipe's author"),
      CommandHelp(usage: "favorite", summary: "mark or unmark as a favourite"),
      CommandHelp(usage: "share", summary: "show the link or export the recipe"),
      CommandHelp(usage: "delete", summary: "delete the recipe from your cookbook"),
    ]
  }

  func prepare() async {
    await viewModel.loadIfNeeded()
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

extension ScreenCommandsVisitor {
  func recipeDetail(_ model: RecipeDetailViewModel) -> Output {
    RecipeDetailCommands(viewModel: model)
  }
}
