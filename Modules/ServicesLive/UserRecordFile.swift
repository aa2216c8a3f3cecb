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

  /// The last file read (or its absence), kept until the file on disk changes; every save
  /// renames a new file into place, so a different inode or time means another write.
  private final class Cache: Sendable {
    let entry = Mutex<(stamp: FileStamp?, file: File)?>(nil)
  }

  private let url: URL
  private let path: String
  private let lock: URL
  private let empty: Record
  private let clock: any WallClock
  private let cache = Cache()

  init(directory: StateDirectory, name: String, empty: Record, clock: any WallClock) {
    url = directory.file(name)
    path = url.path
    lock = directory.file(".lock")
    self.empty = empty
    self.clock = clock
  }

  func record(of user: User) throws(ServiceError) -> Record {
    try load().users[user.name] ?? empty
  }

  /// Applies `change` to `user`'s record and saves the file, all under the lock; when `change`
  /// throws, nothing is saved.
  func update<Value>(
    for user: User, _ change: (inout Record) throws(ServiceError) -> Value
  ) throws(ServiceError) -> Value {
    try FileLock.withExclusiveLock(at: lock) { () throws(ServiceError) -> Value in
      var file = try load()
      var record = file.users[user.name] ?? empty
      let value = try change(&record)
      file.users[user.name] = record == empty ? nil : record
      try VersionedJSON.save(file, to: url)
      return value
    }
  }

  private func load() throws(ServiceError) -> File {
    let stamp = FileStamp(path: path)
    if let cached = cache.entry.withLock({ $0 }), cached.stamp == stamp { return cached.file }
    let file = try VersionedJSON.load(File.self, from: url, clock: clock) ?? File(users: [:])
    cache.entry.withLock { $0 = (stamp, file) }
    return file
  }
}
