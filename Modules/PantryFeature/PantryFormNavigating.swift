import Services

/// What the pantry item form reports; the coordinator that presented it keeps its draft, saves
/// it and closes it.
@MainActor
public protocol PantryFormNavigating: AnyObject {
  /// The user changed `form`: `draft` holds its unsaved values, `nil` when none are left.
  func pantryForm(_ form: PantryFormViewModel, changed draft: PantryDraft?)
  /// The user asked to save what `form` holds, as `entry`: its values, and the item as the
  /// form opened it (`nil` for a new item).
  func pantryForm(_ form: PantryFormViewModel, saveRequested entry: PantryDraft)
  /// The user discarded `form` and its draft.
  func pantryFormCancelled(_ form: PantryFormViewModel)
}
