import Foundation
import Services
import Synchronization

/// The state directory's database, `cookbook.sqlite`, opened at first use through one
/// connection the process's stores share in turn. An instance holds a shared `flock` on `.lock`
/// while it runs (an earlier release's writes wait on it) and the byte of it its ``token``
/// names, which tells others it runs. Only at open, under the exclusive `flock` and after
/// `PRAGMA quick_check`, is a file that is not a sound database set aside (ADR 0060).
final class StateDatabase: Sendable {
  static let name = "cookbook.sqlite"

  private struct State {
    var connection: Connection? { didSet { kept = [:] } }
    var file: (dev_t, ino_t)?
    var ended = false
    /// Reads by key, each with the `PRAGMA data_version` it was read at; emptied by every
    /// ``write(_:)`` and every new connection.
    var kept: Kept = [:]
  }

  private typealias Kept = [String: (version: Int64, value: any Sendable)]

  let token = String(format: "%016llx", UInt64.random(in: 1...(1 << 62)))
  let (folder, realFolder, shownFolder, path, isReadOnly): (Int32, String, String, String, Bool)
  let report: @Sendable (String) -> Void
  private let timeout: TimeInterval
  private let lock = Atomic<Int32>(-1)
  private let state = Mutex(State())
  private let reported = Mutex<Set<String>>([])

  /// The database of the folder open as `folder`, or of none (`-1`): one in memory.
  init(
    folder: Int32, realFolder: String, shownFolder: String, isReadOnly: Bool,
    timeout: TimeInterval, report: @escaping @Sendable (String) -> Void
  ) {
    (self.folder, self.realFolder, self.shownFolder, path, self.isReadOnly) =
      (folder, realFolder, shownFolder, shownFolder + "/" + Self.name, isReadOnly)
    (self.timeout, self.report) = (timeout, report)
  }

  deinit {
    state.withLock { $0.connection = nil }
    for open in [lock.load(ordering: .acquiring), folder] where open >= 0 { close(open) }
  }

  @discardableResult
  func read<Value: Sendable>(_ body: (Connection) throws(SQLiteError) -> Value)
    throws(ServiceError) -> Value
  {
    try use("read") { db, _ throws(SQLiteError) in try body(db) }
  }

  /// `body`'s answer by `key`: while neither ``write(_:)`` nor another connection has changed
  /// the database since it was read, the kept one, found on the caller's actor (ADR 0067).
  func keptRead<Value: Sendable>(
    _ key: String, _ body: @Sendable (Connection) throws(SQLiteError) -> Value
  ) async throws(ServiceError) -> Value {
    let kept = state.withLockIfAvailable { state -> Value? in
      guard !state.ended, let entry = state.kept[key], let connection = state.connection,
        (try? connection.dataVersion) == entry.version
      else { return nil }
      return entry.value as? Value
    }
    if let kept = kept ?? nil { return kept }
    return try await readAndKeep(key, body)
  }

  @concurrent private func readAndKeep<Value: Sendable>(
    _ key: String, _ body: @Sendable (Connection) throws(SQLiteError) -> Value
  ) async throws(ServiceError) -> Value {
    try use("read") { db, kept throws(SQLiteError) in
      let version = try db.dataVersion
      let value = try body(db)
      kept[key] = (version, value)
      return value
    }
  }

  /// Runs `body` as one `BEGIN IMMEDIATE` transaction, once the file is still the one open.
  @discardableResult
  func write<Value: Sendable>(_ body: (Connection) throws(SQLiteError) -> Value)
    throws(ServiceError) -> Value
  {
    try use("save", checkingFile: true) { db, kept throws(SQLiteError) in
      kept = [:]
      return try db.transaction { () throws(SQLiteError) in try body(db) }
    }
  }

  /// Refuses every later use: for the end of a run, after its last save.
  func end() { state.withLock { $0.ended = true } }

  /// Whether the instance with token `other` runs: it holds its byte of `.lock`.
  func isRunning(_ other: String) -> Bool {
    guard other != token else { return true }
    let held = lock.load(ordering: .acquiring)
    guard held >= 0, let offset = UInt64(other, radix: 16), offset <= 1 << 62 else { return false }
    var probe = Self.byte(offset)
    return fcntl(held, Self.getLock, &probe) == 0 && probe.l_type != F_UNLCK
  }

  func reportOnce(_ message: String) {
    if reported.withLock({ $0.insert(message).inserted }) { report(message) }
  }

  /// Renames each of `names` to `base` (or `base-2`, `base-3`… that names nothing) with its
  /// suffix past `names[0]`; the backup's name, or `nil` with `errno` when one could not move.
  func moveAside(_ names: [String], as base: String) -> String? {
    var (backup, number, status) = (base, 1, stat())
    while fstatat(folder, backup, &status, AT_SYMLINK_NOFOLLOW) == 0 {
      number += 1
      backup = "\(base)-\(number)"
    }
    for name in names {
      let moved = backup + name.dropFirst(names[0].count)
      guard renameat(folder, name, folder, moved) == 0 || errno == ENOENT else { return nil }
    }
    return backup
  }

  private func use<Value: Sendable>(
    _ verb: String, checkingFile: Bool = false,
    _ body: (Connection, inout Kept) throws(SQLiteError) -> Value
  ) throws(ServiceError) -> Value {
    try state.withLock { state throws(ServiceError) -> Value in
      guard !state.ended else { throw ServiceError("The app is ending; nothing more is saved.") }
      if state.connection == nil {
        state.connection = try open()
        state.file = folder < 0 || isReadOnly ? nil : identity()
      }
      guard let connection = state.connection else { throw ServiceError("No database.") }
      if checkingFile, let file = state.file, identity().map({ $0 != file }) ?? true {
        state.connection = nil
        throw ServiceError(
          "Could not save the state in \(path): it was removed or replaced while this ran.")
      }
      do throws(SQLiteError) {
        return try body(connection, &state.kept)
      } catch {
        if error.isDamage { state.connection = nil }  // checked again at the next open
        throw ServiceError("Could not \(verb) the state in \(path): \(error.reason).")
      }
    }
  }

  private func open() throws(ServiceError) -> Connection {
    do throws(SQLiteError) {
      if folder < 0 { return try inMemory(copying: nil) }
      if isReadOnly {
        var status = stat()
        guard fstatat(folder, Self.name, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
          return try inMemory(copying: nil)
        }
        let file =
          "file:"
          + ((realFolder + "/" + Self.name)
            .addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? "")
        if let source = try? Connection.readOnly(file + "?mode=ro") {
          return try inMemory(copying: source)
        }
        return try inMemory(copying: try Connection.readOnly(file + "?immutable=1"))
      }
    } catch {
      throw ServiceError("Could not open the state in \(path): \(error.reason).")
    }
    if lock.load(ordering: .acquiring) < 0 { lock.store(try takeLock(), ordering: .releasing) }
    let held = lock.load(ordering: .acquiring)
    let deadline = ContinuousClock.now + .seconds(timeout)
    var attempts = 0
    while attempts < 3 {
      var sole = false
      defer { if sole { flock(held, LOCK_SH) } }
      var damage = unsoundFile()
      if damage == nil {
        do throws(SQLiteError) {
          close(openat(folder, Self.name, O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600))
          let connection = try Connection.file(realFolder + "/" + Self.name, busy: timeout)
          sole = flock(held, LOCK_EX | LOCK_NB) == 0
          let check = sole ? try connection.rows("PRAGMA quick_check").first?.text(0) : "ok"
          if check == "ok" { return try prepare(connection) }
          damage = check ?? "it fails its check"
        } catch {
          // Opening a new database beside another instance doing the same can be busy before
          // SQLite's busy handler is asked (changing to WAL, the first migration): wait.
          if error.isBusy, ContinuousClock.now < deadline {
            usleep(10_000)
            continue
          }
          damage =
            unsoundFile() ?? (error.isDamage || error.systemErrno == ELOOP ? error.reason : nil)
          guard damage != nil else {
            throw ServiceError("Could not open the state in \(path): \(error.reason).")
          }
        }
      }
      sole = sole || flock(held, LOCK_EX | LOCK_NB) == 0
      guard sole else {
        throw ServiceError(
          "\(path) is damaged (\(damage ?? "")); another cookbook has it open, so it is left "
            + "as it is until none has.")
      }
      let names = [Self.name, Self.name + "-wal", Self.name + "-shm"]
      guard let backup = moveAside(names, as: Self.name + ".corrupt-\(Self.stamp)") else {
        throw ServiceError("\(path) is damaged, and could not be moved aside: \(Self.reason()).")
      }
      report(
        "\(path) is damaged (\(damage ?? "")); it was moved to \(shownFolder)/\(backup) and a "
          + "new one was started.")
      attempts += 1
    }
    throw ServiceError("Could not open \(path): something keeps replacing it.")
  }

  /// Migrates `connection`, importing an earlier release's files into a new database; one of a
  /// newer schema is read into memory instead.
  private func prepare(_ connection: Connection) throws(SQLiteError) -> Connection {
    let version = try connection.userVersion
    guard version <= Schema.migrations.count else {
      reportOnce(
        "\(path) has schema version \(version), newer than this cookbook's "
          + "\(Schema.migrations.count): it was read, but nothing will be saved after this run.")
      return try inMemory(copying: connection)
    }
    guard version < Schema.migrations.count else { return connection }
    let imported = try connection.transaction { () throws(SQLiteError) in
      let fresh = try connection.userVersion == 0
      try Schema.migrate(connection)
      return fresh ? try LegacyImport.run(into: connection, from: self) : []
    }
    LegacyImport.keep(imported, in: self)
    return connection
  }

  /// A database in memory, copying `source`: a read-only or newer one, whose changes last the run.
  private func inMemory(copying source: Connection?) throws(SQLiteError) -> Connection {
    let memory = try Connection.memory()
    if let source { try memory.copy(from: source) }
    try memory.transaction { () throws(SQLiteError) in
      let fresh = try memory.userVersion == 0
      try Schema.migrate(memory)
      if fresh, folder >= 0 { _ = try LegacyImport.run(into: memory, from: self) }
    }
    return memory
  }

  private func identity() -> (dev_t, ino_t)? {
    var status = stat()
    guard fstatat(folder, Self.name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
    return (status.st_dev, status.st_ino)
  }

  /// Why one of the database's three names is no file SQLite may open, if one is not.
  private func unsoundFile() -> String? {
    for file in [Self.name, Self.name + "-wal", Self.name + "-shm"] {
      var status = stat()
      guard fstatat(folder, file, &status, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
      if status.st_mode & S_IFMT == S_IFLNK { return "\(file) is a symbolic link" }
      if status.st_mode & S_IFMT != S_IFREG { return "\(file) is not a regular file" }
    }
    return nil
  }

  /// Opens `.lock` (moving aside what is not a regular file there), waits for a shared `flock`
  /// on it, and takes this instance's byte.
  private func takeLock() throws(ServiceError) -> Int32 {
    var held: Int32 = -1
    for _ in 0..<2 where held < 0 {
      held = openat(folder, ".lock", O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
      var (code, status) = (errno, stat())
      if held >= 0, fstat(held, &status) == 0, status.st_mode & S_IFMT == S_IFREG { break }
      if held >= 0 {
        close(held)
        (code, held) = (ENXIO, -1)
      }
      guard [ELOOP, EISDIR, ENXIO, EOPNOTSUPP].contains(code) else {
        throw ServiceError("Could not use \(shownFolder)/.lock: \(Self.reason(code)).")
      }
      if let backup = moveAside([".lock"], as: ".lock.corrupt-\(Self.stamp)") {
        report("\(shownFolder)/.lock is not a regular file; it was moved to \(backup).")
      }
    }
    guard held >= 0 else { throw ServiceError("Could not use \(shownFolder)/.lock.") }
    let start = ContinuousClock.now
    while flock(held, LOCK_SH | LOCK_NB) != 0 {
      let waited = ContinuousClock.now - start
      guard errno == EWOULDBLOCK || errno == EINTR, waited < .seconds(timeout) else {
        close(held)
        throw ServiceError(
          "Gave up after \(Int(timeout)) seconds waiting for an earlier cookbook, which holds "
            + "\(shownFolder)/.lock; nothing was changed.")
      }
      if waited > .seconds(1) {
        reportOnce("Waiting for an earlier cookbook to finish with .lock…")
      }
      usleep(5_000)
    }
    var mine = Self.byte(UInt64(token, radix: 16) ?? 0)
    _ = fcntl(held, Self.setLock, &mine)
    return held
  }

  static var stamp: Int { Int(Date().timeIntervalSince1970) }

  static func reason(_ code: Int32 = errno) -> String { String(cString: strerror(code)) }

  private static func byte(_ offset: UInt64) -> flock {
    var lock = flock()
    (lock.l_type, lock.l_whence, lock.l_start, lock.l_len) =
      (Int16(F_WRLCK), Int16(SEEK_SET), off_t(offset), 1)
    return lock
  }

  // Open file description locks on Linux, so that two instances in one process see each other.
  #if os(Linux)
    private static let (setLock, getLock): (Int32, Int32) = (37, 36)
  #else
    private static let (setLock, getLock) = (F_SETLK, F_GETLK)
  #endif
}
