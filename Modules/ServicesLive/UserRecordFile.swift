import Foundation
import Services
import Synchronization

/// A versioned JSON file holding one record per user, such as a pantry or settings. A user
/// without a record reads as `empty`, and a record changed back to `empty` leaves the file.
/// Changes are a locked read-modify-write, so two instances sharing the directory never lose
/// each other's change.
struct UserRecordFile<Record: Codable & Equatable & Sendable>: Sendable {
  private struct File: Codable {
    var version = VersionedJSON.currentVersion
    var users: [String: Record]
  }

  /// The last file read (or its absence), kept while it is still the file on disk: every save
  /// renames a new file into place, so another write shows as another file. `checked` is the
  /// read epoch in which it was last found current, if any.
  private final class Cache: Sendable {
    let entry = Mutex<(source: StateFile.Source, file: File, checked: UInt64?)?>(nil)
  }

  /// The largest file read: a pantry of a few hundred items, or every recipe's id, for a few
  /// users.
  static var sizeLimit: Int { 1 << 20 }

  private let directory: StateDirectory
  private let file: StateFile
  private let empty: Record
  private let cache = Cache()
  private let epoch: ReadEpoch?

  /// Creates the file's reader and writer; with an `epoch`, an unchanged file is checked
  /// against the disk once per epoch rather than at every read (ADR 0032).
  init(
    directory: StateDirectory, name: String, empty: Record, clock: any WallClock,
    epoch: ReadEpoch? = nil
  ) {
    self.directory = directory
    file = directory.file(name, clock: clock)
    self.empty = empty
    self.epoch = epoch
  }

  func record(of user: User) -> Record {
    load(held: nil).users[user.name] ?? empty
  }

  /// `user`'s record when the file has not changed since it was last read, without reading it:
  /// at most two metadata calls, cheap enough for the caller's actor.
  func cachedRecord(of user: User) -> Record? {
    current().map { $0.users[user.name] ?? empty }
  }

  /// Applies `change` to `user`'s record and saves the file, all under the lock; when `change`
  /// throws or changes nothing, nothing is written.
  func update<Value>(
    for user: User, _ change: (inout Record) throws(ServiceError) -> Value
  ) throws(ServiceError) -> Value {
    try update(for: user) { (record: inout Record, _: LockHeld) throws(ServiceError) in
      try change(&record)
    }
  }

  /// ``update(for:_:)`` for a change that does more under the lock than change the record.
  func update<Value>(
    for user: User, _ change: (inout Record, LockHeld) throws(ServiceError) -> Value
  ) throws(ServiceError) -> Value {
    try StateLock.withLock(in: directory) { held throws(ServiceError) -> Value in
      var contents = load(held: held)
      let before = contents.users[user.name] ?? empty
      var record = before
      let value = try change(&record, held)
      guard record != before else { return value }
      contents.users[user.name] = record == empty ? nil : record
      // Dropped once the file is replaced (or failed to be), so that no read in this epoch
      // trusts a check made before.
      defer { cache.entry.withLock { $0 = nil } }
      try VersionedJSON.save(contents, to: file, limit: Self.sizeLimit, held)
      return value
    }
  }

  /// The cached contents if they are still the file's: already checked in this epoch, or
  /// checked now.
  private func current() -> File? {
    guard let cached = cache.entry.withLock({ $0 }) else { return nil }
    let now = epoch?.value
    if let now, cached.checked == now { return cached.file }
    guard file.isCurrent(cached.source) else { return nil }
    if let now {
      cache.entry.withLock { entry in
        if let kept = entry, Self.same(kept.source, cached.source) { entry?.checked = now }
      }
    }
    return cached.file
  }

  /// The file's contents: from the cache while the file is unchanged, except under the lock,
  /// where a read-modify-write always reads what is on disk.
  private func load(held: LockHeld?) -> File {
    if held == nil, let cached = current() { return cached }
    let source = file.source()
    let contents =
      VersionedJSON.load(File.self, from: file, limit: Self.sizeLimit, held: held)
      ?? File(users: [:])
    // Not marked as checked: a write of this instance may have replaced the file since it was
    // opened, and only ``current()``'s check, made against the entry still in place, is trusted.
    cache.entry.withLock { $0 = source.map { ($0, contents, nil) } }
    return contents
  }

  /// Whether two sources are the same reading: the same file held open, or the same overlay.
  private static func same(_ one: StateFile.Source, _ other: StateFile.Source) -> Bool {
    switch (one, other) {
    case (.absent, .absent): true
    case (.disk(let one), .disk(let other)): one === other
    case (.memory(let one), .memory(let other)): one == other
    default: false
    }
  }
}
