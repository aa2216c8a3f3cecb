import Foundation

#if canImport(SQLite3)
  import SQLite3
#else
  import CSQLite
#endif

/// A failed SQLite call: its extended result code and message, and the `errno` beneath.
struct SQLiteError: Error, Sendable {
  let code: Int32
  let systemErrno: Int32
  let message: String

  /// Whether the file's content is not a sound database; anything else is of the moment.
  var isDamage: Bool { [SQLITE_CORRUPT, SQLITE_NOTADB].contains(code & 0xFF) }
  var isBusy: Bool { code & 0xFF == SQLITE_BUSY }
  /// What went wrong, with the system's reason where SQLite's rests on one.
  var reason: String {
    let during = [266: "reading", 778: "writing", 1034: "syncing to disk"][Int(code)]
    let system =
      systemErrno == 0
      ? during.map { " while \($0)" } : ": \(String(cString: strerror(systemErrno)))"
    return [SQLITE_CANTOPEN, SQLITE_IOERR, SQLITE_FULL].contains(code & 0xFF)
      ? message + (system ?? "") : message
  }

  /// A failed read of a file beside the database, by the `errno` it left.
  static func io(_ message: String) -> SQLiteError {
    SQLiteError(code: SQLITE_IOERR, systemErrno: errno, message: message)
  }
}

/// A value a statement binds to its next `?`: a text, an integer, a real, or `nil` for NULL.
protocol SQLBindable {}
extension String: SQLBindable {}
extension Int64: SQLBindable {}
extension Double: SQLBindable {}

private let transient = unsafeBitCast(
  OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)

/// One row of a result, read by column: a NULL reads as 0 or `nil`.
struct Row: Sendable {
  fileprivate enum Value: Sendable {
    case integer(Int64)
    case real(Double)
    case text(String)
    case null
  }
  fileprivate var values: [Value]

  func int(_ column: Int) -> Int64 {
    if case .integer(let value) = values[column] { value } else { 0 }
  }
  func real(_ column: Int) -> Double {
    if case .real(let value) = values[column] { value } else { Double(int(column)) }
  }
  func text(_ column: Int) -> String? {
    if case .text(let value) = values[column] { value } else { nil }
  }
}

/// A connection to one database, for one thread at a time: statements are prepared once and
/// kept, every failure is a typed ``SQLiteError``, and a change of several statements is one
/// `BEGIN IMMEDIATE` transaction (GRDB's `Database` is the model).
final class Connection {
  private let handle: OpaquePointer
  private var prepared: [String: OpaquePointer] = [:]

  private init(_ path: String, flags: Int32, busy: TimeInterval) throws(SQLiteError) {
    var opened: OpaquePointer?
    let result = sqlite3_open_v2(path, &opened, flags | SQLITE_OPEN_NOMUTEX, nil)
    guard let opened else {
      throw SQLiteError(
        code: result, systemErrno: 0, message: String(cString: sqlite3_errstr(result)))
    }
    handle = opened
    sqlite3_extended_result_codes(handle, 1)
    sqlite3_busy_timeout(handle, Int32(busy * 1000))
    guard result == SQLITE_OK else { throw failure(result) }
  }

  /// An existing database file in WAL mode, never through a symbolic link; a busy database is
  /// waited for `busy` seconds.
  static func file(_ path: String, busy: TimeInterval = 5) throws(SQLiteError) -> Connection {
    let connection = try Connection(
      path, flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOFOLLOW, busy: busy)
    try connection.execute(
      "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA wal_autocheckpoint = 256; "
        + "PRAGMA journal_size_limit = 1048576")
    return connection
  }

  /// A database opened read-only by its `file:` URI.
  static func readOnly(_ uri: String) throws(SQLiteError) -> Connection {
    let flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOFOLLOW
    let connection = try Connection(uri, flags: flags, busy: 5)
    _ = try connection.userVersion
    return connection
  }

  static func memory() throws(SQLiteError) -> Connection {
    try Connection(":memory:", flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, busy: 0)
  }

  deinit {
    for statement in prepared.values { sqlite3_finalize(statement) }
    sqlite3_close_v2(handle)
  }

  /// Runs `sql`: one or more statements without parameters.
  func execute(_ sql: String) throws(SQLiteError) {
    let result = sqlite3_exec(handle, sql, nil, nil, nil)
    guard result == SQLITE_OK else { throw failure(result) }
  }

  /// Runs one statement with `values` bound to its parameters; how many rows it changed.
  @discardableResult
  func run(_ sql: String, _ values: (any SQLBindable)?...) throws(SQLiteError) -> Int {
    _ = try step(sql, values)
    return Int(sqlite3_changes(handle))
  }

  /// The rows of one query with `values` bound to its parameters.
  func rows(_ sql: String, _ values: (any SQLBindable)?...) throws(SQLiteError) -> [Row] {
    try step(sql, values)
  }

  /// Runs `body` as one `BEGIN IMMEDIATE` transaction, rolled back if it throws.
  func transaction<Value>(_ body: () throws(SQLiteError) -> Value) throws(SQLiteError) -> Value {
    try execute("BEGIN IMMEDIATE")
    do {
      let value = try body()
      try execute("COMMIT")
      return value
    } catch {
      sqlite3_exec(handle, "ROLLBACK", nil, nil, nil)
      throw error
    }
  }

  /// A number that changes when another connection commits (SQLite's `PRAGMA data_version`).
  var dataVersion: Int64 {
    get throws(SQLiteError) { try rows("PRAGMA data_version").first?.int(0) ?? 0 }
  }

  var userVersion: Int {
    get throws(SQLiteError) { Int(try rows("PRAGMA user_version").first?.int(0) ?? 0) }
  }

  /// Copies the whole database `source` into this one, with SQLite's backup API.
  func copy(from source: Connection) throws(SQLiteError) {
    guard let backup = sqlite3_backup_init(handle, "main", source.handle, "main") else {
      throw failure(sqlite3_extended_errcode(handle))
    }
    let stepped = sqlite3_backup_step(backup, -1)
    guard sqlite3_backup_finish(backup) == SQLITE_OK, stepped == SQLITE_DONE else {
      throw source.failure(stepped)
    }
  }

  private func step(_ sql: String, _ values: [(any SQLBindable)?]) throws(SQLiteError) -> [Row] {
    var statement = prepared[sql]
    if statement == nil {
      let result = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
      guard result == SQLITE_OK, let statement else { throw failure(result) }
      prepared[sql] = statement
    }
    guard let statement else { return [] }
    defer {
      sqlite3_reset(statement)
      sqlite3_clear_bindings(statement)
    }
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      let result =
        switch value {
        case let text as String: sqlite3_bind_text(statement, index, text, -1, transient)
        case let number as Int64: sqlite3_bind_int64(statement, index, number)
        case let number as Double: sqlite3_bind_double(statement, index, number)
        default: sqlite3_bind_null(statement, index)
        }
      guard result == SQLITE_OK else { throw failure(result) }
    }
    var rows: [Row] = []
    while true {
      let result = sqlite3_step(statement)
      if result == SQLITE_DONE { return rows }
      guard result == SQLITE_ROW else { throw failure(result) }
      rows.append(
        Row(
          values: (0..<sqlite3_column_count(statement)).map { column in
            switch sqlite3_column_type(statement, column) {
            case SQLITE_INTEGER: .integer(sqlite3_column_int64(statement, column))
            case SQLITE_FLOAT: .real(sqlite3_column_double(statement, column))
            case SQLITE_TEXT:
              sqlite3_column_text(statement, column).map { .text(String(cString: $0)) } ?? .null
            default: .null
            }
          }))
    }
  }

  private func failure(_ result: Int32) -> SQLiteError {
    let code = sqlite3_extended_errcode(handle)
    return SQLiteError(
      code: code & 0xFF == result & 0xFF ? code : result, systemErrno: sqlite3_system_errno(handle),
      message: String(cString: sqlite3_errmsg(handle)))
  }
}
