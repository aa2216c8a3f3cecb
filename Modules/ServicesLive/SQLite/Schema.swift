/// The database's tables by schema version, kept in `PRAGMA user_version`: migration N takes a
/// database from version N - 1 to N (GRDB's `DatabaseMigrator` is the model).
enum Schema {
  static let migrations = [
    """
    CREATE TABLE session (slot INTEGER PRIMARY KEY CHECK (slot = 1), user TEXT NOT NULL,
      generation INTEGER NOT NULL, expires_at REAL NOT NULL, location TEXT);
    CREATE TABLE sign_ins (user TEXT PRIMARY KEY, issued INTEGER NOT NULL DEFAULT 0,
      ended INTEGER NOT NULL DEFAULT 0);
    CREATE TABLE sessions (user TEXT NOT NULL, generation INTEGER NOT NULL,
      expires_at REAL NOT NULL, PRIMARY KEY (user, generation));
    CREATE TABLE favorites (user TEXT NOT NULL, recipe TEXT NOT NULL, PRIMARY KEY (user, recipe));
    CREATE TABLE deleted_recipes (user TEXT NOT NULL, recipe TEXT NOT NULL,
      PRIMARY KEY (user, recipe));
    CREATE TABLE pantry_items (user TEXT NOT NULL, id TEXT NOT NULL, name TEXT NOT NULL,
      quantity TEXT NOT NULL, deleted INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (user, id));
    CREATE TABLE pantry_drafts (user TEXT NOT NULL, instance TEXT NOT NULL, form TEXT NOT NULL,
      name TEXT NOT NULL, quantity TEXT NOT NULL, original_name TEXT, original_quantity TEXT,
      PRIMARY KEY (user, instance, form));
    CREATE TABLE settings (user TEXT PRIMARY KEY, recipe_order TEXT NOT NULL DEFAULT 'default',
      seen_welcome INTEGER NOT NULL DEFAULT 0);
    CREATE TABLE outbox (id INTEGER PRIMARY KEY, sent_at TEXT NOT NULL, address TEXT NOT NULL,
      message TEXT NOT NULL);
    """
  ]

  /// Brings the database from its version to the last of `migrations`, in the caller's
  /// transaction; a database already there is left as it is.
  static func migrate(_ connection: Connection, _ migrations: [String] = migrations)
    throws(SQLiteError)
  {
    let version = try connection.userVersion
    guard version < migrations.count else { return }
    for migration in migrations[version...] { try connection.execute(migration) }
    try connection.execute("PRAGMA user_version = \(migrations.count)")
  }
}
