import Foundation
import Services
import TestSupport
import Testing

@testable import ServicesLive

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The SQLite layer and the state database's rules: a schema by version, only a file that is
/// not a sound database set aside, at open; everything else fails one operation (issue 29).
struct StateDatabaseTests {
  private let demo = User(name: "demo")

  private func memory() throws -> Connection {
    try Connection.memory()
  }

  private func mode(_ path: String) -> mode_t {
    var status = stat()
    return lstat(path, &status) == 0 ? status.st_mode & 0o777 : 0
  }

  @Test func statementsBindTheirValuesAndReadThemBack() throws {
    let db = try memory()
    try db.execute("CREATE TABLE t (i INTEGER, r REAL, s TEXT)")
    try db.run("INSERT INTO t VALUES (?, ?, ?)", Int64(7), 2.5, "it's \u{1F600}")
    try db.run("INSERT INTO t VALUES (?, ?, ?)", nil, nil, nil)
    let rows = try db.rows("SELECT i, r, s FROM t ORDER BY rowid")
    #expect(rows.count == 2)
    #expect(rows[0].int(0) == 7 && rows[0].real(1) == 2.5 && rows[0].text(2) == "it's \u{1F600}")
    #expect(rows[1].text(2) == nil)
  }

  @Test func aTransactionThatThrowsChangesNothing() throws {
    let db = try memory()
    try db.execute("CREATE TABLE t (i INTEGER PRIMARY KEY)")
    #expect(throws: SQLiteError.self) {
      try db.transaction { () throws(SQLiteError) in
        try db.run("INSERT INTO t VALUES (1)")
        try db.run("INSERT INTO t VALUES (1)")
      }
    }
    #expect(try db.rows("SELECT count(*) FROM t").first?.int(0) == 0)
    let error = try #require(
      throws: SQLiteError.self, performing: { try db.run("SELECT * FROM missing") })
    #expect(error.message.contains("missing") && !error.isDamage)
  }

  @Test("A test-only migration from schema 1 to 2 keeps what version 1 held")
  func theMigratorTakesADatabaseFromOneVersionToTheNext() async throws {
    let directory = try freshDirectory()
    try await SQLiteFavoritesStore(directory: directory).setFavorite(
      true, recipeID: "scones", for: demo)
    let db = try StateQuery.connection(directory)
    #expect(try db.userVersion == 1)
    let second = "ALTER TABLE favorites ADD COLUMN added_at REAL; CREATE TABLE notes (text TEXT)"
    try db.transaction { () throws(SQLiteError) in
      try Schema.migrate(db, Schema.migrations + [second])
    }
    #expect(try db.userVersion == 2)
    #expect(try db.rows("SELECT recipe, added_at FROM favorites").first?.text(0) == "scones")
    try db.transaction { () throws(SQLiteError) in
      try Schema.migrate(db, Schema.migrations + [second])
    }
    #expect(try db.userVersion == 2)
  }

  @Test("A fresh directory gets an owner-only database in WAL mode, and nothing else")
  func aFreshDatabaseIsOwnerOnlyInWALMode() async throws {
    let previous = umask(0o022)
    defer { umask(previous) }
    let directory = try freshDirectory()
    try await SQLiteFavoritesStore(directory: directory).setFavorite(
      true, recipeID: "scones", for: demo)
    let file = directory.url.appendingPathComponent("cookbook.sqlite").path
    for suffix in ["", "-wal", "-shm"] { #expect(mode(file + suffix) == 0o600, "\(suffix)") }
    #expect(try StateQuery.texts("PRAGMA journal_mode", in: directory) == ["wal"])
    #expect(try StateQuery.texts("PRAGMA integrity_check", in: directory) == ["ok"])
    #expect(
      names(in: directory) == [
        ".lock", "cookbook.sqlite", "cookbook.sqlite-wal", "cookbook.sqlite-shm",
      ])
  }

  @Test(
    "Finding 06: a file that is not a database is set aside at open, with a message",
    arguments: ["garbage", "truncated"])
  func aFileThatIsNotADatabaseIsSetAside(kind: String) async throws {
    let reports = Locked<[String]>([])
    let directory = try freshDirectory(reports: reports)
    let file = directory.url.appendingPathComponent("cookbook.sqlite")
    if kind == "garbage" {
      try Data(repeating: 0x41, count: 8192).write(to: file)
    } else {
      let source = try freshDirectory()
      try await SQLiteFavoritesStore(directory: source).setFavorite(true, recipeID: "a", for: demo)
      try StateQuery.connection(source).execute("PRAGMA wal_checkpoint(TRUNCATE)")
      let whole = try Data(contentsOf: source.url.appendingPathComponent("cookbook.sqlite"))
      try whole.prefix(100).write(to: file)
    }
    let store = SQLiteFavoritesStore(directory: directory)
    #expect(try await store.favorites(of: demo).isEmpty)
    try await store.setFavorite(true, recipeID: "scones", for: demo)
    #expect(reports.value.count == 1)
    #expect(reports.value.first?.contains("is damaged") == true)
    #expect(names(in: directory).contains { $0.hasPrefix("cookbook.sqlite.corrupt-") })
    #expect(try StateQuery.texts("SELECT recipe FROM favorites", in: directory) == ["scones"])
  }

  @Test("Finding 06: a planted -wal symlink is set aside, never followed")
  func aPlantedWALSymlinkIsSetAsideNeverFollowed() async throws {
    let reports = Locked<[String]>([])
    let directory = try freshDirectory(reports: reports)
    let elsewhere = try freshDirectory()
    let target = elsewhere.url.appendingPathComponent("target").path
    #expect(symlink(target, directory.url.appendingPathComponent("cookbook.sqlite-wal").path) == 0)
    try await SQLiteFavoritesStore(directory: directory).setFavorite(true, recipeID: "a", for: demo)
    #expect(!FileManager.default.fileExists(atPath: target))
    #expect(reports.value.first?.contains("cookbook.sqlite-wal is a symbolic link") == true)
    #expect(names(in: directory).contains { $0.hasSuffix("-wal") && $0.contains(".corrupt-") })
  }

  @Test("Finding 06: a damaged file another instance has open is left as it is, with a message")
  func aDamagedFileAnotherInstanceHasOpenIsLeftAlone() async throws {
    let directory = try freshDirectory()
    let running = SQLiteFavoritesStore(directory: directory)
    try await running.setFavorite(true, recipeID: "a", for: demo)
    try StateQuery.connection(directory).execute("PRAGMA wal_checkpoint(TRUNCATE)")
    let file = try #require(
      FileHandle(forWritingAtPath: directory.url.appendingPathComponent("cookbook.sqlite").path))
    try file.write(contentsOf: Data(repeating: 0x41, count: 100))
    try file.close()
    let error = await #expect(throws: ServiceError.self) {
      _ = try await SQLiteFavoritesStore(directory: try reopened(directory)).favorites(of: demo)
    }
    #expect(error?.message.contains("another cookbook has it open") == true)
    #expect(!names(in: directory).contains { $0.contains("corrupt") })
  }

  @Test("A transient failure (busy past the wait) fails that operation and sets nothing aside")
  func aTransientFailureSetsNothingAside() async throws {
    let reports = Locked<[String]>([])
    let directory = try freshDirectory(lockTimeout: 0.2, reports: reports)
    let store = SQLiteFavoritesStore(directory: directory)
    try await store.setFavorite(true, recipeID: "a", for: demo)
    let holder = try StateQuery.connection(directory)
    try holder.execute("BEGIN IMMEDIATE")
    let error = await #expect(throws: ServiceError.self) {
      try await store.setFavorite(true, recipeID: "b", for: demo)
    }
    #expect(error?.message.contains("locked") == true)
    try holder.execute("ROLLBACK")
    try await store.setFavorite(true, recipeID: "b", for: demo)
    #expect(try await store.favorites(of: demo) == ["a", "b"])
    #expect(reports.value.isEmpty)
    #expect(!names(in: directory).contains { $0.contains("corrupt") })
  }

  @Test("A database of a newer schema is read, never set aside, and nothing is saved")
  func aNewerSchemaIsReadOnly() async throws {
    let reports = Locked<[String]>([])
    let directory = try freshDirectory(reports: reports)
    try await SQLiteFavoritesStore(directory: directory).setFavorite(true, recipeID: "a", for: demo)
    try StateQuery.connection(directory).execute("PRAGMA user_version = 9")
    let later = try StateDirectory(
      url: directory.url, report: { line in reports.mutate { $0.append(line) } })
    let store = SQLiteFavoritesStore(directory: later)
    #expect(try await store.favorites(of: demo) == ["a"])
    try await store.setFavorite(true, recipeID: "b", for: demo)
    #expect(try await store.favorites(of: demo) == ["a", "b"])
    #expect(try StateQuery.texts("SELECT recipe FROM favorites", in: directory) == ["a"])
    #expect(reports.value.count == 1)
    #expect(reports.value.first?.contains("schema version 9") == true)
    #expect(!names(in: directory).contains { $0.contains("corrupt") })
  }

  @Test(
    "A read-only state directory is read, and changes last for the run",
    .enabled(
      if: geteuid() != 0, "root may write anywhere; CookbookAppTests runs it as another user"))
  func aReadOnlyDirectoryIsReadAndChangesLastTheRun() async throws {
    let directory = try freshDirectory()
    try await SQLiteFavoritesStore(directory: directory).setFavorite(true, recipeID: "a", for: demo)
    #expect(chmod(directory.url.path, 0o500) == 0)
    defer { chmod(directory.url.path, 0o700) }
    let readOnly = try StateDirectory(url: directory.url, report: { _ in })
    #expect(readOnly.isReadOnly)
    let store = SQLiteFavoritesStore(directory: readOnly)
    #expect(try await store.favorites(of: demo) == ["a"])
    try await store.setFavorite(true, recipeID: "b", for: demo)
    #expect(try await store.favorites(of: demo) == ["a", "b"])
  }

  @Test("A kept read of favourites follows this connection's writes and another instance's")
  func keptReadsFollowEveryWrite() async throws {
    let directory = try freshDirectory()
    let other = try StateDirectory(url: directory.url, report: { _ in })
    let mine = SQLiteFavoritesStore(directory: directory)
    let theirs = SQLiteFavoritesStore(directory: other)
    let deleted = SQLiteDeletedRecipesStore(directory: directory)
    #expect(try await mine.favorites(of: demo).isEmpty)
    #expect(try await deleted.deletedRecipes(of: demo).isEmpty)
    try await theirs.setFavorite(true, recipeID: "a", for: demo)
    #expect(try await mine.favorites(of: demo) == ["a"])
    try await mine.setFavorite(true, recipeID: "b", for: demo)
    #expect(try await mine.favorites(of: demo) == ["a", "b"])
    try await SQLiteDeletedRecipesStore(directory: other).markDeleted(recipeID: "c", for: demo)
    #expect(try await deleted.deletedRecipes(of: demo) == ["c"])
    #expect(try await theirs.favorites(of: User(name: "chef")).isEmpty)
  }

  @Test("A read is kept: a change on the same connection outside `write` is not seen")
  func aReadIsKeptUntilAWrite() async throws {
    let directory = try freshDirectory()
    let store = SQLiteFavoritesStore(directory: directory)
    #expect(try await store.favorites(of: demo).isEmpty)
    try directory.database.read { db throws(SQLiteError) in
      try db.run("INSERT INTO favorites VALUES (?, ?)", "demo", "a")
    }
    #expect(try await store.favorites(of: demo).isEmpty)
    try await store.setFavorite(true, recipeID: "b", for: demo)
    #expect(try await store.favorites(of: demo) == ["a", "b"])
  }
}
