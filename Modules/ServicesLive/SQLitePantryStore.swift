import Services

/// Keeps every user's pantry items and unsaved item forms in the state database, by the rules
/// of `Pantry`. Each store is one running instance: the drafts it keeps carry its token, and
/// the database's byte lock tells other instances that it is still running (ADR 0063).
public struct SQLitePantryStore: PantryStore {
  private let database: StateDatabase

  /// Creates a store in `directory`.
  public init(directory: StateDirectory) { database = directory.database }
  /// A store in memory of its own.
  public init() { self.init(directory: .inMemory()) }

  /// `user`'s items, in the order they were added.
  @concurrent public func items(of user: User) async throws(ServiceError) -> [PantryItem] {
    try database.read { db throws(SQLiteError) in try Self.pantry(of: user, in: db).items }
  }

  /// Adds an item for `user`, at once; its id was never another item's.
  @concurrent public func addItem(name: String, quantity: String, for user: User)
    async throws(ServiceError) -> PantryItem
  {
    try change(of: user) { pantry throws(ServiceError) in
      try pantry.add(name: name, quantity: quantity)
    }
  }

  /// Saves the form's `item` at once, merged with what was saved since it opened on `original`.
  @discardableResult
  @concurrent public func updateItem(
    _ item: PantryItem, replacing original: PantryItem, for user: User
  ) async throws(ServiceError) -> PantryItem {
    try change(of: user) { pantry throws(ServiceError) in
      try pantry.update(item, replacing: original)
    }
  }

  /// Applies `change` to `user`'s pantry and writes the item it returns, in one transaction.
  private func change(
    of user: User, _ change: (inout Pantry) throws(ServiceError) -> PantryItem
  ) throws(ServiceError) -> PantryItem {
    try database.write { db throws(SQLiteError) in
      var pantry = try Self.pantry(of: user, in: db)
      let changed = Result { () throws(ServiceError) in try change(&pantry) }
      if case .success(let item) = changed {
        try db.run(
          "INSERT INTO pantry_items (user, id, name, quantity) VALUES (?, ?, ?, ?) ON CONFLICT "
            + "DO UPDATE SET name = excluded.name, quantity = excluded.quantity", user.name,
          item.id, item.name, item.quantity)
      }
      return changed
    }.get()
  }

  /// Deletes `user`'s item with `id`, and every draft of it in any instance, at once.
  @concurrent public func deleteItem(id: String, for user: User) async throws(ServiceError) {
    try database.write { db throws(SQLiteError) in
      try db.run("UPDATE pantry_items SET deleted = 1 WHERE user = ? AND id = ?", user.name, id)
      try db.run("DELETE FROM pantry_drafts WHERE user = ? AND form = ?", user.name, id)
    }
  }

  /// This instance's draft of `user`'s form for `itemID`, or the newest one an ended instance
  /// left, taken over in one transaction.
  @concurrent public func draft(for itemID: String?, of user: User)
    async throws(ServiceError) -> PantryDraft?
  {
    let (form, token) = (itemID ?? "", database.token)
    let query =
      "SELECT * FROM pantry_drafts WHERE user = ? AND form = ? ORDER BY instance != ?, rowid DESC"
    return try database.write { db throws(SQLiteError) -> PantryDraft? in
      let rows = try db.rows(query, user.name, form, token)
      guard
        let row = rows.first(where: { $0.text(1) == token || !database.isRunning($0.text(1) ?? "") }
        )
      else { return nil }
      if row.text(1) != token {
        try db.run(
          "UPDATE pantry_drafts SET instance = ? WHERE user = ? AND instance = ? AND form = ?",
          token, user.name, row.text(1), form)
      }
      return PantryDraft(
        itemID: itemID, name: row.text(3) ?? "", quantity: row.text(4) ?? "",
        original: row.text(5).map { PantryItem(id: form, name: $0, quantity: row.text(6) ?? "") })
    }
  }

  /// Keeps `draft` as this instance's unsaved form for its item, at once; refused when that
  /// item was deleted.
  @concurrent public func saveDraft(_ draft: PantryDraft, for user: User) async throws(ServiceError)
  {
    try database.write { db throws(SQLiteError) in
      let pantry = try Self.pantry(of: user, in: db)
      let kept = Result { () throws(ServiceError) in try pantry.check(draft) }
      if case .success = kept { try Self.keep(draft, of: user, by: database.token, in: db) }
      return kept
    }.get()
  }

  /// Clears this instance's draft of the form for `itemID`, at once.
  @concurrent public func clearDraft(for itemID: String?, of user: User) async throws(ServiceError)
  {
    try database.write { db throws(SQLiteError) in
      try db.run(
        "DELETE FROM pantry_drafts WHERE user = ? AND instance = ? AND form = ?", user.name,
        database.token, itemID ?? "")
    }
  }

  /// Writes `draft` as `keeper`'s of its form, as the newest.
  static func keep(_ draft: PantryDraft, of user: User, by keeper: String, in db: Connection)
    throws(SQLiteError)
  {
    try db.run(
      "INSERT OR REPLACE INTO pantry_drafts VALUES (?, ?, ?, ?, ?, ?, ?)", user.name, keeper,
      draft.itemID ?? "", draft.name, draft.quantity, draft.original?.name,
      draft.original?.quantity)
  }

  /// `user`'s items and the ids of those deleted, without drafts, which the SQL keeps.
  private static func pantry(of user: User, in db: Connection) throws(SQLiteError) -> Pantry {
    let rows = try db.rows(
      "SELECT id, name, quantity, deleted FROM pantry_items WHERE user = ? ORDER BY rowid",
      user.name)
    return Pantry(
      items: rows.filter { $0.int(3) == 0 }.map {
        PantryItem(id: $0.text(0) ?? "", name: $0.text(1) ?? "", quantity: $0.text(2) ?? "")
      },
      retiredIDs: Set(rows.filter { $0.int(3) != 0 }.compactMap { $0.text(0) }))
  }
}
