import PantryFeature
import Services

/// Records what the pantry's view models report, in order.
@MainActor
final class PantryNavigationSpy: PantryNavigating, PantryFormNavigating,
  DeletePantryItemNavigating
{
  enum Event: Equatable {
    case add
    case edit(String)
    case delete(String)
    case saved(PantryItem)
    case cancelled
    case deleted(String)
    case kept
  }

  private(set) var events: [Event] = []

  func addItemRequested() { events.append(.add) }
  func editItemRequested(id: String) { events.append(.edit(id)) }
  func deleteItemRequested(id: String) { events.append(.delete(id)) }
  func pantryFormSaved(_ item: PantryItem) async { events.append(.saved(item)) }
  func pantryFormCancelled() async { events.append(.cancelled) }
  func pantryItemDeleted(id: String) async { events.append(.deleted(id)) }
  func pantryDeletionCancelled() async { events.append(.kept) }
}
