import Foundation
import Services

/// A versioned JSON file mapping each user to a set of recipe ids. Changes are a locked
/// read-modify-write, so two instances sharing the directory never lose each other's change.
struct UserRecipeSetFile: Sendable {
  private struct File: Codable {
    var version = VersionedJSON.currentVersion
    var users: [String: [String]]
  }

  private let url: URL
  private let lock: URL
  private let clock: any WallClock

  init(directory: StateDirectory, name: String, clock: any WallClock) {
    url = directory.file(name)
    lock = directory.file(".lock")
    self.clock = clock
  }

  func ids(of user: User) throws(ServiceError) -> Set<String> {
    Set(try load().users[user.name] ?? [])
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
    try VersionedJSON.load(File.self, from: url, clock: clock) ?? File(users: [:])
  }
}
