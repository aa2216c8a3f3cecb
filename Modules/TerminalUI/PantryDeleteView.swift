import PantryFeature
import Phrasebook
import TerminalCommands

/// The confirmation before deleting a pantry item: yes or no.
struct PantryDeleteView: ScreenView {
  let viewModel: DeletePantryItemViewModel

  func render(_ style: TerminalStyle) -> [String] {
    var lines = [
      style.title("Delete \(SafeText.display(viewModel.item.name)) from your pantry?"),
      "Type yes to delete it or no to keep it.",
    ]
    if let error = viewModel.problem {
      lines.append(style.problem(Phrasebook.pantryItemNotDeleted(error)))
    }
    return lines
  }
}
