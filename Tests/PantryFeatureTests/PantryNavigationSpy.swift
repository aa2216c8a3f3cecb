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
    case confirmed(String)
    case kept
  }

  private(set) var events: [Event] = []

  func addItemRequested() { events.append(.add) }
  func editItemRequested(id: String) { events.append(.edit(id)) }
  func deleteItemRequested(id: String) { events.append(.delete(id)) }
  func pantryFormSaved(_ item: PantryItem) { events.append(.saved(item)) }
  func pantryFormCancelled() { events.append(.cancelled) }
  func pantryDeletionConfirmed(id: String) { events.append(.confirmed(id)) }
  func pantryDeletionCancelled() { events.append(.kept) }
}
