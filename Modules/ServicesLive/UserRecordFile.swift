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
  /// renames a new file into place, so another write shows as another file.
  private final class Cache: Sendable {
    let entry = Mutex<(source: StateFile.Source, file: File)?>(nil)
  }

  /// The largest file read: a pantry of a few hundred items, or every recipe's id, for a few
  /// users.
  static var sizeLimit: Int { 1 << 20 }

  private let directory: StateDirectory
  private let file: StateFile
  private let empty: Record
  private let cache = Cache()

  init(directory: StateDirectory, name: String, empty: Record, clock: any WallClock) {
    self.directory = directory
    file = directory.file(name, clock: clock)
    self.empty = empty
  }

  func record(of user: User) -> Record {
    load(held: nil).users[user.name] ?? empty
  }

  /// `user`'s record when the file has not changed since it was last read, without reading it.
  func cachedRecord(of user: User) -> Record? {
    guard let cached = cache.entry.withLock({ $0 }), file.isCurrent(cached.source) else {
      return nil
    }
    return cached.file.users[user.name] ?? empty
  }

  /// Applies `change` to `user`'s record and saves the file, all under the lock; when `change`
  /// throws, nothing is saved.
  func update<Value>(
    for user: User, _ change: (inout Record) throws(ServiceError) -> Value
  ) throws(ServiceError) -> Value {
    try StateLock.withLock(in: directory) { held throws(ServiceError) -> Value in
      var contents = load(held: held)
      var record = contents.users[user.name] ?? empty
      let value = try change(&record)
      contents.users[user.name] = record == empty ? nil : record
      try VersionedJSON.save(contents, to: file, held)
      return value
    }
  }

  /// The file's contents: from the cache while the file is unchanged, except under the lock,
  /// where a read-modify-write always reads what is on disk.
  private func load(held: LockHeld?) -> File {
    if held == nil, let cached = cache.entry.withLock({ $0 }), file.isCurrent(cached.source) {
      return cached.file
    }
    let source = file.source()
    let contents =
      VersionedJSON.load(File.self, from: file, limit: Self.sizeLimit, held: held)
      ?? File(users: [:])
    cache.entry.withLock { $0 = source.map { ($0, contents) } }
    return contents
  }
}
