import Foundation
import Services
import Synchronization

/// A versioned JSON file mapping each user to a set of recipe ids. Changes are a locked
/// read-modify-write, so two instances sharing the directory never lose each other's change.
struct UserRecipeSetFile: Sendable {
  private struct File: Codable {
    var version = VersionedJSON.currentVersion
    var users: [String: [String]]
  }

  /// The last file read (or its absence), kept until the file on disk changes; every save
  /// renames a new file into place, so a different inode or time means another write.
  private final class Cache: Sendable {
    let entry = Mutex<(stamp: FileStamp?, file: File)?>(nil)
  }

  private let url: URL
  private let path: String
  private let lock: URL
  private let clock: any WallClock
  private let cache = Cache()

  init(directory: StateDirectory, name: String, clock: any WallClock) {
    url = directory.file(name)
    path = url.path
    lock = directory.file(".lock")
    self.clock = clock
  }

  func ids(of user: User) throws(ServiceError) -> Set<String> {
    Set(try load().users[user.name] ?? [])
  }

  /// The ids of `user` when the file has not changed since it was last read, without reading
  /// it: one `stat`, cheap enough for the caller's actor.
  func cachedIDs(of user: User) -> Set<String>? {
    let stamp = FileStamp(path: path)
    guard let cached = cache.entry.withLock({ $0 }), cached.stamp == stamp else { return nil }
    return Set(cached.file.users[user.name] ?? [])
  }

  func update(for user: User, _ change: (inout Set<String>) -> Void) throws(ServiceError) {
    try FileLock.withExclusiveLock(at: lock) { () throws(ServiceError) in
      var file = try load()
      var ids = Set(file.users[user.name] ?? [])
      change(&ids)
      file.users[user.name] = ids.sorted()
      try VersionedJSON.save(file, to: url)
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
