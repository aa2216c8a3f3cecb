import Coordinators
import DetailFeature

/// An author's commands; the numbered list is their recipes.
struct AuthorCommands: ScreenCommands {
  let viewModel: AuthorViewModel

  var commands: [CommandHelp] {
    [CommandHelp(usage: "N", summary: "open the author's recipe N", examples: ["1"])]
  }

  func prepare() async {
    await viewModel.loadIfNeeded()
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

extension ScreenCommandsVisitor {
  func author(_ model: AuthorViewModel) -> Output { AuthorCommands(viewModel: model) }
}
