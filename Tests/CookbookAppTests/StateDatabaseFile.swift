import Foundation

@testable import ServicesLive

/// A state directory's database, read as the `sqlite3` command would, through a connection of
/// its own: the end-to-end tests' view of what a run saved.
enum StateDatabaseFile {
  static func connection(in directory: URL) throws -> Connection {
    try Connection.file(directory.appendingPathComponent("cookbook.sqlite").path)
  }

  /// The first column of every row `sql` gives, as text.
  static func texts(_ sql: String, in directory: URL) throws -> [String] {
    try connection(in: directory).rows(sql).compactMap { $0.text(0) }
  }

  /// The first column of the first row `sql` gives, as a number.
  static func number(_ sql: String, in directory: URL) throws -> Int64? {
    try connection(in: directory).rows(sql).first?.int(0)
  }

  /// Runs `body` while another connection holds the database's write lock.
  static func whileLocked<Value>(in directory: URL, _ body: () throws -> Value) throws -> Value {
    let holder = try connection(in: directory)
    try holder.execute("BEGIN IMMEDIATE")
    defer { try? holder.execute("ROLLBACK") }
    return try body()
  }
}
