import Observation
import Services

/// The pantry item form, for a new item or for one being edited. It holds what the user typed
/// and checks each value as it is given; it keeps and saves nothing itself.
///
/// A value that breaks its `PantryField` rule is refused with the reason, and the field keeps
/// the last valid value. Each accepted change is reported as the form's draft, which its owner
/// keeps so that unsaved work survives the app quitting; "save" reports the values, and the
/// owner saves them and closes the form, or tells it here why it could not.
@MainActor
@Observable
public final class PantryFormViewModel {
  /// How its owner failed the form.
  public enum StoreProblem: Hashable, Sendable {
    /// The unsaved draft could not be read.
    case draftNotRead(ServiceError)
    /// The item could not be saved; the form starts again from the item as it is saved now.
    case itemNotSaved(ServiceError)
    /// The draft of the last change could not be kept.
    case draftNotSaved(ServiceError)
  }

  /// The item being edited as the form started from it, or `nil` when adding one.
  public private(set) var editing: PantryItem?
  /// The name field's value.
  public private(set) var name: String
  /// The quantity field's value.
  public private(set) var quantity: String
  /// Why the last name given was refused, if it was.
  public private(set) var nameProblem: PantryField.Problem?
  /// Why the last quantity given was refused, if it was.
  public private(set) var quantityProblem: PantryField.Problem?
  /// Why the owner could not save the item or keep the draft, if it could not.
  public private(set) var problem: StoreProblem?
  /// Whether the owner is saving; meanwhile the form takes no other input.
  public private(set) var isSaving = false
  /// The most characters a name takes, for a host to size and limit its field.
  public static let maximumNameLength = PantryField.name.maximumLength
  /// The most characters a quantity takes.
  public static let maximumQuantityLength = PantryField.quantity.maximumLength
  /// Receives the form's events; the coordinator sets it.
  public weak var navigation: (any PantryFormNavigating)?

  /// Creates the form for `editing`, or for a new item when it is `nil`, showing `draft`, the
  /// values left unsaved in it, if any.
  public init(editing: PantryItem?, draft: PantryDraft? = nil) {
    self.editing = editing.map { draft?.original ?? $0 }
    name = draft?.name ?? editing?.name ?? ""
    quantity = draft?.quantity ?? editing?.quantity ?? ""
  }

  /// Whether the fields differ from the item being edited or, for a new item, hold any text.
  public var hasUnsavedChanges: Bool {
    name != (editing?.name ?? "") || quantity != (editing?.quantity ?? "")
  }

  /// Whether a host must refuse to dismiss the form, as a platform's
  /// `interactiveDismissDisabled` does: while there are unsaved changes.
  public var isDismissDisabled: Bool { hasUnsavedChanges }

  /// The form's values as its owner keeps and saves them.
  public var entry: PantryDraft {
    PantryDraft(itemID: editing?.id, name: name, quantity: quantity, original: editing)
  }

  /// The user gave a name: accepted and reported, or refused with the reason.
  public func setName(_ text: String) async {
    guard !isSaving else { return }
    nameProblem = PantryField.name.problem(with: text)
    let value = PantryField.name.normalized(text)
    guard nameProblem == nil, value != name else { return }
    name = value
    changed()
  }

  /// The user gave a quantity: accepted and reported, or refused with the reason.
  public func setQuantity(_ text: String) async {
    guard !isSaving else { return }
    quantityProblem = PantryField.quantity.problem(with: text)
    let value = PantryField.quantity.normalized(text)
    guard quantityProblem == nil, value != quantity else { return }
    quantity = value
    changed()
  }

  /// The user asked to save: when both values follow their rules, the form reports them and
  /// waits for its owner.
  public func saveTapped() async {
    guard !isSaving else { return }
    nameProblem = PantryField.name.problem(with: name)
    quantityProblem = PantryField.quantity.problem(with: quantity)
    guard nameProblem == nil, quantityProblem == nil else { return }
    isSaving = true
    problem = nil
    navigation?.pantryForm(self, saveRequested: entry)
  }

  /// The user discarded the form.
  public func cancelTapped() async {
    guard !isSaving else { return }
    navigation?.pantryFormCancelled(self)
  }

  /// The owner could not read or keep the draft: the form says why, and goes on.
  public func failed(_ problem: StoreProblem) {
    self.problem = problem
  }

  /// The owner could not save the item: the form says why and takes input again. `saved`, the
  /// item as saved now when it changed elsewhere, becomes what the form edits, and each field
  /// the user left as it was takes its saved value, so saving again keeps the user's changes.
  public func saveFailed(_ error: ServiceError, saved: PantryItem?) {
    isSaving = false
    problem = .itemNotSaved(error)
    guard let opened = editing, let saved, saved != opened else { return }
    if name == opened.name { name = saved.name }
    if quantity == opened.quantity { quantity = saved.quantity }
    editing = saved
    changed()
  }

  private func changed() {
    navigation?.pantryForm(self, changed: hasUnsavedChanges ? entry : nil)
  }
}
