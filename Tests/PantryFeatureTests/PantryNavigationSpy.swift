import PantryFeature
import Services

/// Records what the pantry's view models report, in order.
@MainActor
final class PantryNavigationSpy: PantryNavigating, PantryFormNavigating {
  enum Event: Equatable {
    case add
    case edit(String)
    case delete(String)
    case changed(PantryDraft?)
    case saveRequested(PantryDraft)
    case cancelled
  }

  private(set) var events: [Event] = []
  /// The form each of the form's reports named, oldest first.
  private(set) var forms: [ObjectIdentifier] = []

  func addItemRequested() { events.append(.add) }
  func editItemRequested(id: String) { events.append(.edit(id)) }
  func deleteItemRequested(id: String) { events.append(.delete(id)) }

  func pantryForm(_ form: PantryFormViewModel, changed draft: PantryDraft?) {
    record(.changed(draft), from: form)
  }

  func pantryForm(_ form: PantryFormViewModel, saveRequested entry: PantryDraft) {
    record(.saveRequested(entry), from: form)
  }

  func pantryFormCancelled(_ form: PantryFormViewModel) {
    record(.cancelled, from: form)
  }

  private func record(_ event: Event, from form: PantryFormViewModel) {
    events.append(event)
    forms.append(ObjectIdentifier(form))
  }
}
