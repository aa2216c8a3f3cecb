import Coordinators
import PantryFeature
import Phrasebook
import TerminalCommands

/// The Pantry tab: a button to add, then one row per item; Enter edits an item, `d` asks
/// before deleting it.
struct PantryScreen: FullScreenView {
  let viewModel: PantryListViewModel

  var model: AnyObject { viewModel }
  var title: String { "Pantry" }

  var lines: [Line] {
    var lines: [Line] = [.text("Pantry", .title), .button("Add an item…", .add), .blank]
    switch viewModel.content {
    case .loading: lines.append(.text("Loading your pantry…", .dimmed))
    case .empty: lines.append(.text("Your pantry is empty."))
    case .failed(let error): lines.append(.text(Phrasebook.pantryNotLoaded(error), .problem))
    case .items(let items):
      for (index, item) in items.enumerated() {
        let quantity = item.quantity.isEmpty ? "" : "· \(SafeText.display(item.quantity))"
        var row = Line.button(
          "\(index + 1). \(SafeText.display(item.name))", .edit(index + 1), detail: quantity)
        row.swipeAction = Line.SwipeAction(key: "d", label: "delete", command: .delete(index + 1))
        lines.append(row)
      }
    }
    return lines
  }
}

extension FullScreenViews {
  func pantry(_ model: PantryListViewModel) -> Output { PantryScreen(viewModel: model) }
}
