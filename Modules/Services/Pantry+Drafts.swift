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
  /// The draft `keeper` keeps, if any; an instance keeps at most one per user.
  public func draft(keptBy keeper: String) -> PantryDraft? {
    drafts.first { $0.keeper == keeper }?.draft
  }

  /// Makes `draft` the one `keeper` keeps, as the newest; `nil` clears it. Another instance's
  /// draft is never touched.
  public mutating func keep(_ draft: PantryDraft?, by keeper: String) {
    drafts.removeAll { $0.keeper == keeper }
    if let draft { drafts.append(KeptDraft(keeper: keeper, draft: draft)) }
  }

  /// The draft of the form for `itemID` (`nil`: a new item) that `keeper` keeps; when it
  /// keeps none at all, the newest such draft whose keeper is no longer running, which
  /// `keeper` then keeps. A draft of a running instance is never given to another.
  public mutating func takeDraft(
    for itemID: String?, by keeper: String, isRunning: (String) -> Bool
  ) -> PantryDraft? {
    if let own = draft(keptBy: keeper) { return own.itemID == itemID ? own : nil }
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
