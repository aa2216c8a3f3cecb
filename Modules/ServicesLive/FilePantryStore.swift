import Services

/// Keeps every user's pantry items and unsaved item form in `pantry.json` in the state
/// directory.
public struct FilePantryStore: PantryStore {
  private let file: UserRecordFile<Pantry>

  /// Creates a store in `directory`; `clock` stamps the names of damaged files set aside.
  public init(directory: StateDirectory, clock: any WallClock) {
    file = UserRecordFile(directory: directory, name: "pantry.json", empty: Pantry(), clock: clock)
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

  /// Saves the name and quantity of `user`'s item with `item.id` at once.
  @concurrent public func updateItem(
    _ item: PantryItem, replacing original: PantryItem, for user: User
  )
    async throws(ServiceError)
  {
    try file.update(for: user) { pantry throws(ServiceError) in
      try pantry.update(item, replacing: original)
    }
  }

  /// Deletes `user`'s item with `id` and saves at once.
  @concurrent public func deleteItem(id: String, for user: User) async throws(ServiceError) {
    try file.update(for: user) { pantry in pantry.delete(id: id) }
  }

  /// `user`'s unsaved item form, or `nil` when there is none.
  @concurrent public func draft(of user: User) async throws(ServiceError) -> PantryDraft? {
    file.record(of: user).draft
  }

  /// Keeps `draft` as `user`'s unsaved item form, or clears it, and saves at once.
  @concurrent public func saveDraft(_ draft: PantryDraft?, for user: User)
    async throws(ServiceError)
  {
    try file.update(for: user) { pantry in pantry.draft = draft }
  }
}
