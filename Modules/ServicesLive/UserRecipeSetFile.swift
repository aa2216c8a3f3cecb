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

  /// The last file read (or its absence), kept while it is still the file on disk: every save
  /// renames a new file into place, so another write shows as another file.
  private final class Cache: Sendable {
    let entry = Mutex<(source: StateFile.Source, file: File)?>(nil)
  }

  /// The largest file read; the catalogue's ids for a few users take a few kilobytes.
  static let sizeLimit = 1 << 20

  private let directory: StateDirectory
  private let file: StateFile
  private let cache = Cache()

  init(directory: StateDirectory, name: String, clock: any WallClock) {
    self.directory = directory
    file = directory.file(name, clock: clock)
  }

  func ids(of user: User) -> Set<String> {
    Set(load(held: nil).users[user.name] ?? [])
  }

  /// The ids of `user` when the file has not changed since it was last read, without reading
  /// it: two metadata calls, cheap enough for the caller's actor.
  func cachedIDs(of user: User) -> Set<String>? {
    guard let cached = cache.entry.withLock({ $0 }), file.isCurrent(cached.source) else {
      return nil
    }
    return Set(cached.file.users[user.name] ?? [])
  }

  func update(for user: User, _ change: (inout Set<String>) -> Void) throws(ServiceError) {
    try StateLock.withLock(in: directory) { held throws(ServiceError) in
      var contents = load(held: held)
      var ids = Set(contents.users[user.name] ?? [])
      change(&ids)
      contents.users[user.name] = ids.sorted()
      try VersionedJSON.save(contents, to: file, held)
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
