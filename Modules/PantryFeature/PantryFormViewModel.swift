import Observation
import Services

/// The pantry item form, for a new item or for one being edited.
///
/// Each value is checked as the user gives it. A value that breaks its `PantryField` rule is
/// refused with the reason, and the field and the draft keep the last valid value, so the
/// draft never holds what could not be saved. After every accepted change the draft is saved
/// in the store, so unsaved work survives the app quitting; it holds exactly the unsaved
/// changes, and is cleared when the fields return to the item's values, on save and on cancel.
/// The draft is this instance's own: another window of the same user neither sees nor clears
/// it. A save meets changes made elsewhere as `Pantry.update(_:replacing:)` merges them; when
/// it is refused, the form starts again from the item as it is saved now, keeping the user's
/// own changes, so saving again writes them.
@MainActor
@Observable
public final class PantryFormViewModel {
  /// How the store failed the form.
  public enum StoreProblem: Hashable, Sendable {
    /// The unsaved draft could not be read.
    case draftNotRead(ServiceError)
    /// The item could not be saved; the form starts again from the item as it is saved now.
    case itemNotSaved(ServiceError)
    /// The draft of the last change could not be saved.
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
  /// Why the store failed the last save or draft, if it did.
  public private(set) var problem: StoreProblem?
  /// Whether the item is being saved; meanwhile the form takes no other input.
  public private(set) var isSaving = false
  /// The most characters a name takes, for a host to size and limit its field.
  public static let maximumNameLength = PantryField.name.maximumLength
  /// The most characters a quantity takes.
  public static let maximumQuantityLength = PantryField.quantity.maximumLength
  /// Receives the form's events; the coordinator sets it.
  public weak var navigation: (any PantryFormNavigating)?

  private let user: User
  private let store: any PantryStore
  @ObservationIgnored private var edits = 0
  @ObservationIgnored private var hasLoaded = false
  @ObservationIgnored private var lastDraftWrite: Task<ServiceError?, Never>?

  /// Creates the form for `user`'s item `editing`, or for a new item when it is `nil`.
  public init(user: User, store: any PantryStore, editing: PantryItem?) {
    self.user = user
    self.store = store
    self.editing = editing
    name = editing?.name ?? ""
    quantity = editing?.quantity ?? ""
  }

  /// Whether the fields differ from the item being edited or, for a new item, hold any text.
  public var hasUnsavedChanges: Bool {
    name != (editing?.name ?? "") || quantity != (editing?.quantity ?? "")
  }

  /// Whether a host must refuse to dismiss the form, as a platform's
  /// `interactiveDismissDisabled` does: while there are unsaved changes.
  public var isDismissDisabled: Bool { hasUnsavedChanges }

  /// Restores the draft, once: ``load()`` the first time, nothing after.
  public func loadIfNeeded() async {
    guard !hasLoaded else { return }
    hasLoaded = true
    await load()
  }

  /// Restores the user's unsaved draft when it belongs to this form (the same item, or a new
  /// one); any other draft is left alone until this form saves its own.
  public func load() async {
    let editsBefore = edits
    do {
      guard let draft = try await store.draft(for: editing?.id, of: user),
        draft.itemID == editing?.id, edits == editsBefore
      else { return }
      if editing != nil, let original = draft.original { editing = original }
      name = draft.name
      quantity = draft.quantity
    } catch {
      problem = .draftNotRead(error)
    }
  }

  /// The user gave a name: accepted and kept in the draft, or refused with the reason.
  public func setName(_ text: String) async {
    guard !isSaving else { return }
    nameProblem = PantryField.name.problem(with: text)
    let value = PantryField.name.normalized(text)
    guard nameProblem == nil, value != name else { return }
    name = value
    await saveDraft()
  }

  /// The user gave a quantity: accepted and kept in the draft, or refused with the reason.
  public func setQuantity(_ text: String) async {
    guard !isSaving else { return }
    quantityProblem = PantryField.quantity.problem(with: text)
    let value = PantryField.quantity.normalized(text)
    guard quantityProblem == nil, value != quantity else { return }
    quantity = value
    await saveDraft()
  }

  /// Saves the item (adds it, or changes the one being edited), clears the draft, then reports
  /// the item as saved. A refusal from the store keeps the form open with the reason.
  public func saveTapped() async {
    guard !isSaving else { return }
    nameProblem = PantryField.name.problem(with: name)
    quantityProblem = PantryField.quantity.problem(with: quantity)
    guard nameProblem == nil, quantityProblem == nil else { return }
    isSaving = true
    defer { isSaving = false }
    let saved: PantryItem
    do {
      if let editing {
        saved = try await store.updateItem(
          PantryItem(id: editing.id, name: name, quantity: quantity), replacing: editing,
          for: user)
      } else {
        saved = try await store.addItem(name: name, quantity: quantity, for: user)
      }
    } catch {
      problem = .itemNotSaved(error)
      await startFromTheSavedItem()
      return
    }
    problem = nil
    await clearDraft()
    navigation?.pantryFormSaved(saved)
  }

  /// Discards the form and its draft, then reports it.
  public func cancelTapped() async {
    guard !isSaving else { return }
    await clearDraft()
    navigation?.pantryFormCancelled()
  }

  /// After a refused save, starts the form from the item as it is saved now, keeping the
  /// user's own changes: a field they left as it was takes the saved value.
  private func startFromTheSavedItem() async {
    guard let opened = editing,
      let saved = try? await store.items(of: user).first(where: { $0.id == opened.id }),
      saved != opened
    else { return }
    if name == opened.name { name = saved.name }
    if quantity == opened.quantity { quantity = saved.quantity }
    editing = saved
    edits += 1
    _ = await writeDraft(unsavedDraft)
  }

  private var unsavedDraft: PantryDraft? {
    guard hasUnsavedChanges else { return nil }
    return PantryDraft(itemID: editing?.id, name: name, quantity: quantity, original: editing)
  }

  private func saveDraft() async {
    edits += 1
    if let error = await writeDraft(unsavedDraft) {
      problem = .draftNotSaved(error)
    } else {
      problem = nil
    }
  }

  /// Clears the draft as the form closes. Should that fail, the form closes all the same: the
  /// draft is offered again next time, which loses nothing.
  private func clearDraft() async {
    _ = await writeDraft(nil)
  }

  /// Writes `draft` once every earlier write has finished, so the store receives the writes in
  /// the order they were made and a slow earlier write cannot bring back a cleared draft.
  private func writeDraft(_ draft: PantryDraft?) async -> ServiceError? {
    let previous = lastDraftWrite
    let write = Task { [store, user] () -> ServiceError? in
      _ = await previous?.value
      do throws(ServiceError) {
        try await store.saveDraft(draft, for: user)
        return nil
      } catch {
        return error
      }
    }
    lastDraftWrite = write
    return await write.value
  }
}
