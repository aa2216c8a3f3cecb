/// An unsaved item form and the running instance that keeps it.
public struct KeptDraft: Hashable, Sendable, Codable {
  /// The instance that typed it, or `nil` for a draft written before drafts had keepers.
  public var keeper: String?
  /// The form's values.
  public var draft: PantryDraft

  /// Creates a draft kept by `keeper`.
  public init(keeper: String?, draft: PantryDraft) {
    self.keeper = keeper
    self.draft = draft
  }
}

extension Pantry {
  /// The draft `keeper` keeps of the form for `itemID` (`nil`: a new item), if any; an
  /// instance keeps at most one per form, and may keep several forms.
  public func draft(keptBy keeper: String, for itemID: String?) -> PantryDraft? {
    drafts.first { $0.keeper == keeper && $0.draft.itemID == itemID }?.draft
  }

  /// Makes `draft` the one `keeper` keeps of the form for `draft.itemID`, as the newest.
  /// Another form's draft, and another instance's, are never touched.
  /// - Throws: ``ServiceError`` when the form edits an item that is no longer there.
  public mutating func keep(_ draft: PantryDraft, by keeper: String) throws(ServiceError) {
    if let id = draft.itemID, !items.contains(where: { $0.id == id }) {
      throw Self.missing(id, named: draft.original?.name ?? draft.name, retired: retiredIDs)
    }
    clearDraft(for: draft.itemID, by: keeper)
    drafts.append(KeptDraft(keeper: keeper, draft: draft))
  }

  /// Clears the draft `keeper` keeps of the form for `itemID`, and no other.
  public mutating func clearDraft(for itemID: String?, by keeper: String) {
    drafts.removeAll { $0.keeper == keeper && $0.draft.itemID == itemID }
  }

  /// The draft of the form for `itemID` (`nil`: a new item) that `keeper` keeps; when it keeps
  /// none of that form, the newest such draft whose keeper is no longer running, which
  /// `keeper` then keeps. A draft of a running instance is never given to another.
  public mutating func takeDraft(
    for itemID: String?, by keeper: String, isRunning: (String) -> Bool
  ) -> PantryDraft? {
    if let own = draft(keptBy: keeper, for: itemID) { return own }
    guard
      let index = drafts.lastIndex(where: { kept in
        kept.draft.itemID == itemID && !(kept.keeper.map(isRunning) ?? false)
      })
    else { return nil }
    var taken = drafts.remove(at: index)
    taken.keeper = keeper
    drafts.append(taken)
    return taken.draft
  }
}
