import Coordinators
import HomeFeature

/// The Favourites tab's commands.
struct FavoritesCommands: ScreenCommands {
  let viewModel: FavoritesViewModel

  var commands: [CommandHelp] {
    [
      CommandHelp(usage: "N", summary: "open favourite N", examples: ["1"])
    ]
  }

  func prepare() async {
    await viewModel.reload()
  }

  func handle(_ command: Command) async -> ScreenResponse {
    guard case .row(let number) = command else { return .notHere }
    let recipes = viewModel.visibleRecipes
    switch rowIndex(number, count: recipes.count, noun: "favourite") {
    case .success(let index): viewModel.recipeTapped(id: recipes[index].id)
    case .failure(let error): return .message(error.message)
    }
    return .done
  }
}

extension ScreenCommandsVisitor {
  func favorites(_ model: FavoritesViewModel) -> Output { FavoritesCommands(viewModel: model) }
}
