import Services

/// What the pantry item form reports; the coordinator that presented it decides what follows.
@MainActor
public protocol PantryFormNavigating: AnyObject {
  /// The item was saved, as `item`: added, or changed.
  func pantryFormSaved(_ item: PantryItem)
  /// The user discarded the form and its draft.
  func pantryFormCancelled()
}
