import PantryFeature

/// The Pantry tab: the user's items, numbered, or the empty state.
struct PantryView: ScreenView {
  let viewModel: PantryListViewModel

  var commands: [CommandHelp] {
    [
      CommandHelp(usage: "add", summary: "add an item"),
      CommandHelp(usage: "edit N (or N)", summary: "change item N"),
      CommandHelp(usage: "delete N", summary: "delete item N, after asking"),
    ]
  }

  func prepare() async {
    if case .loading = viewModel.content { await viewModel.reload() }
  }

  func render(_ style: TerminalStyle) -> [String] {
    var lines = [style.title("Pantry")]
    switch viewModel.content {
    case .loading: lines.append(style.dim("Loading your pantry…"))
    case .empty: lines.append(style.plain("Your pantry is empty. Type add to add an item."))
    case .failed(let message): lines.append(style.problem(message))
    case .items(let items):
      for (index, item) in items.enumerated() {
        let quantity =
          item.quantity.isEmpty ? "" : style.dim(" · \(SafeText.display(item.quantity))")
        lines.append("\(index + 1). \(style.emphasis(SafeText.display(item.name)))\(quantity)")
      }
    }
    return lines
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
