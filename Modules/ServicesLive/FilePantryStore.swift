import Services

/// Keeps every user's pantry items and unsaved item forms in `pantry.json` in the state
/// directory. Each store is one running instance: the drafts it keeps are marked with its
/// token, and its `InstanceMark` tells other instances that it is still running.
public struct FilePantryStore: PantryStore {
  private let file: UserRecordFile<Pantry>
  private let directory: StateDirectory
  private let mark: InstanceMark

  /// Creates a store in `directory`; `clock` stamps the names of damaged files set aside.
  public init(directory: StateDirectory, clock: any WallClock) {
    file = UserRecordFile(directory: directory, name: "pantry.json", empty: Pantry(), clock: clock)
    self.directory = directory
    mark = InstanceMark(directory: directory)
  }

  /// `user`'s items, in the order they were added.
  @concurrent public func items(of user: User) async throws(ServiceError) -> [PantryItem] {
    file.record(of: user).items
  }

  /// Adds an item for `user` and saves at once.
  @concurrent public func addItem(name: String, quantity: String, for user: User)
    async throws(ServiceError) -> PantryItem
  {
    try file.update(for: user) { pantry throws(ServiceError) in
      try pantry.add(name: name, quantity: quantity)
    }
  }

  /// Saves the name and quantity of `user`'s item with `item.id` at once, merged with what was
  /// saved since the form opened.
  @discardableResult
  @concurrent public func updateItem(
    _ item: PantryItem, replacing original: PantryItem, for user: User
  )
    async throws(ServiceError) -> PantryItem
  {
    try file.update(for: user) { pantry throws(ServiceError) in
      try pantry.update(item, replacing: original)
    }
  }

  /// Deletes `user`'s item with `id`, and the drafts that edit it, and saves at once.
  @concurrent public func deleteItem(id: String, for user: User) async throws(ServiceError) {
    try file.update(for: user) { pantry, held throws(ServiceError) in
      pantry.delete(id: id)
      try mark.keeps(pantry.draft(keptBy: mark.token) != nil, for: user, held)
    }
  }

  /// This instance's draft of `user`'s form for `itemID`, or the newest one an ended instance
  /// left, taken over under the lock.
  @concurrent public func draft(for itemID: String?, of user: User)
    async throws(ServiceError) -> PantryDraft?
  {
    let pantry = file.record(of: user)
    if let own = pantry.draft(keptBy: mark.token) { return own.itemID == itemID ? own : nil }
    guard pantry.drafts.contains(where: { $0.draft.itemID == itemID }) else { return nil }
    return try file.update(for: user) { pantry, held throws(ServiceError) -> PantryDraft? in
      let before = pantry.drafts
      let taken = pantry.takeDraft(for: itemID, by: mark.token, isRunning: mark.isRunning)
      guard taken != nil else { return nil }
      try mark.keeps(true, for: user, held)
      let gone = Set(before.compactMap(\.keeper)).subtracting(pantry.drafts.compactMap(\.keeper))
      for token in gone { InstanceMark.removeIfDead(token, in: directory, held) }
      return taken
    }
  }

  /// Keeps `draft` as this instance's unsaved form for `user`, or clears it, and saves at once.
  /// Clears this instance's draft of `user`'s form for `itemID`, and saves at once.
  @concurrent public func clearDraft(for itemID: String?, of user: User)
    async throws(ServiceError)
  {
    guard file.record(of: user).draft(keptBy: mark.token)?.itemID == itemID else { return }
    try await saveDraft(nil, for: user)
  }

  /// Keeps `draft` as this instance's unsaved form for `user`, and saves at once.
  @concurrent public func saveDraft(_ draft: PantryDraft, for user: User)
    async throws(ServiceError)
  {
    try await saveDraft(Optional(draft), for: user)
  }

  @concurrent func saveDraft(_ draft: PantryDraft?, for user: User)
    async throws(ServiceError)
  {
    try file.update(for: user) { pantry, held throws(ServiceError) in
      if draft != nil { try mark.keeps(true, for: user, held) }
      pantry.keep(draft, by: mark.token)
      if draft == nil { try mark.keeps(false, for: user, held) }
    }
  }
}
