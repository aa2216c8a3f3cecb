import Services

/// Keeps every user's favourite recipes in the state database.
public struct SQLiteFavoritesStore: FavoritesStore {
  private let database: StateDatabase

  /// Creates a store in `directory`.
  public init(directory: StateDirectory) { database = directory.database }
  /// A store in memory of its own.
  public init() { self.init(directory: .inMemory()) }

  /// The ids of `user`'s favourite recipes; kept until a write, so most reads do not hop.
  public func favorites(of user: User) async throws(ServiceError) -> Set<String> {
    try await database.recipes(of: user, in: "favorites")
  }

  /// Marks or unmarks `recipeID` as one of `user`'s favourites, at once.
  @concurrent public func setFavorite(_ isFavorite: Bool, recipeID: String, for user: User)
    async throws(ServiceError)
  {
    try database.write { db throws(SQLiteError) in
      try db.run(
        isFavorite
          ? "INSERT OR IGNORE INTO favorites VALUES (?, ?)"
          : "DELETE FROM favorites WHERE user = ? AND recipe = ?", user.name, recipeID)
    }
  }
}

/// Keeps the recipes each user deleted from their cookbook in the state database.
public struct SQLiteDeletedRecipesStore: DeletedRecipesStore {
  private let database: StateDatabase

  /// Creates a store in `directory`.
  public init(directory: StateDirectory) { database = directory.database }
  /// A store in memory of its own.
  public init() { self.init(directory: .inMemory()) }

  /// The ids of the recipes `user` has deleted; kept until a write, so most reads do not hop.
  public func deletedRecipes(of user: User) async throws(ServiceError) -> Set<String> {
    try await database.recipes(of: user, in: "deleted_recipes")
  }

  /// Records that `user` deleted `recipeID`, at once.
  @concurrent public func markDeleted(recipeID: String, for user: User) async throws(ServiceError) {
    try database.write { db throws(SQLiteError) in
      try db.run("INSERT OR IGNORE INTO deleted_recipes VALUES (?, ?)", user.name, recipeID)
    }
  }
}

/// Keeps every user's settings in the state database, each change one field.
public struct SQLiteSettingsStore: SettingsStore {
  private let database: StateDatabase

  /// Creates a store in `directory`.
  public init(directory: StateDirectory) { database = directory.database }
  /// A store in memory of its own.
  public init() { self.init(directory: .inMemory()) }

  /// `user`'s settings; the defaults when none are saved.
  @concurrent public func settings(of user: User) async throws(ServiceError) -> UserSettings {
    try database.read { db throws(SQLiteError) in try Self.settings(of: user, in: db) }
  }

  /// Changes the one field `change` is about and returns the settings, in one transaction.
  @discardableResult
  @concurrent public func apply(_ change: SettingsChange, for user: User)
    async throws(ServiceError) -> UserSettings
  {
    let (column, value): (String, any SQLBindable) =
      switch change {
      case .order(let order): ("recipe_order", order.rawValue)
      case .welcomeSeen: ("seen_welcome", Int64(1))
      }
    return try database.write { db throws(SQLiteError) in
      try db.run(
        "INSERT INTO settings (user, \(column)) VALUES (?, ?) ON CONFLICT (user) DO UPDATE SET "
          + "\(column) = excluded.\(column)", user.name, value)
      return try Self.settings(of: user, in: db)
    }
  }

  private static func settings(of user: User, in db: Connection) throws(SQLiteError)
    -> UserSettings
  {
    let row = try db.rows(
      "SELECT recipe_order, seen_welcome FROM settings WHERE user = ?", user.name)
    return UserSettings(
      order: row.first?.text(0).flatMap(RecipeOrder.init(rawValue:)) ?? .catalogue,
      hasSeenWelcome: row.first?.int(1) == 1)
  }
}

/// The stores over a database in memory, which forgets everything at exit: for a run whose
/// state directory cannot be used, and for tools and tests.
public typealias InMemorySessionStore = SQLiteSessionStore
/// A favourites store in memory.
public typealias InMemoryFavoritesStore = SQLiteFavoritesStore
/// A deleted-recipes store in memory.
public typealias InMemoryDeletedRecipesStore = SQLiteDeletedRecipesStore
/// A pantry store in memory.
public typealias InMemoryPantryStore = SQLitePantryStore
/// A settings store in memory.
public typealias InMemorySettingsStore = SQLiteSettingsStore

extension StateDatabase {
  fileprivate func recipes(of user: User, in table: String) async throws(ServiceError)
    -> Set<String>
  {
    try await keptRead("\(table) \(user.name)") { db throws(SQLiteError) in
      Set(
        try db.rows("SELECT recipe FROM \(table) WHERE user = ?", user.name).compactMap {
          $0.text(0)
        })
    }
  }
}
