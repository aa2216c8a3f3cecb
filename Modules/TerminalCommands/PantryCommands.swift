import Coordinators
import PantryFeature

/// The Pantry tab's commands: add, and edit or delete by row.
struct PantryCommands: ScreenCommands {
  let viewModel: PantryListViewModel

  var commands: [CommandHelp] {
    [
      CommandHelp(usage: "add", summary: "add an item"),
      CommandHelp(usage: "edit N (or N)", summary: "change item N", examples: ["1"]),
      CommandHelp(
        usage: "delete N", summary: "delete item N, after asking", examples: ["delete 1"]),
    ]
  }

  func prepare() async {
    if case .loading = viewModel.content { await viewModel.reload() }
  }

  func handle(_ command: Command) async -> ScreenResponse {
    let items = viewModel.visibleItems
    switch command {
    case .add:
      viewModel.addTapped()
    case .edit(let number), .row(let number):
      switch rowIndex(number, count: items.count, noun: "item") {
      case .success(let index): viewModel.editTapped(id: items[index].id)
      case .failure(let error): return .message(error.message)
      }
    case .delete(let number?):
      switch rowIndex(number, count: items.count, noun: "item") {
      case .success(let index): viewModel.deleteTapped(id: items[index].id)
      case .failure(let error): return .message(error.message)
      }
    case .delete(nil):
      return .message(CommandError.usage("delete N").description)
    default:
      return .notHere
    }
    return .done
  }
}

extension ScreenCommandsVisitor {
  func pantry(_ model: PantryListViewModel) -> Output { PantryCommands(viewModel: model) }
}
