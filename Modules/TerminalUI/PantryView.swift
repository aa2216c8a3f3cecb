import Coordinators
import PantryFeature
import Phrasebook
import TerminalCommands

/// The Pantry tab: the user's items, numbered, or the empty state.
struct PantryView: ScreenView {
  let viewModel: PantryListViewModel

  func render(_ style: TerminalStyle) -> [String] {
    var lines = [style.title("Pantry")]
    switch viewModel.content {
    case .loading: lines.append(style.dim("Loading your pantry…"))
    case .empty: lines.append(style.plain("Your pantry is empty. Type add to add an item."))
    case .failed(let error): lines.append(style.problem(Phrasebook.pantryNotLoaded(error)))
    case .items(let items):
      for (index, item) in items.enumerated() {
        let quantity =
          item.quantity.isEmpty ? "" : style.dim(" · \(SafeText.display(item.quantity))")
        lines.append("\(index + 1). \(style.emphasis(SafeText.display(item.name)))\(quantity)")
      }
    }
    return lines
  }
}

extension LineViews {
  func pantry(_ model: PantryListViewModel) -> Output { PantryView(viewModel: model) }
}
