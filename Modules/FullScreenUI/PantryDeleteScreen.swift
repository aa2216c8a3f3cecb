import PantryFeature
import Phrasebook
import TerminalCommands

/// The confirmation before deleting a pantry item: two buttons, Keep it selected at first.
struct PantryDeleteScreen: FullScreenView {
  let viewModel: DeletePantryItemViewModel

  var model: AnyObject { viewModel }
  var title: String { "Delete" }

  var lines: [Line] {
    var lines: [Line] = [
      .text("Delete \(SafeText.display(viewModel.item.name)) from your pantry?", .title), .blank,
      .button("Delete", .yes), .button("Keep it", .no, isDefault: true),
    ]
    if let error = viewModel.problem {
      lines += [.blank, .text(Phrasebook.pantryItemNotDeleted(error), .problem)]
    }
    return lines
  }
}
