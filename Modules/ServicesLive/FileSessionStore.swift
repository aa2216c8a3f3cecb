import Foundation
import Services

/// Keeps the session and last location in `session.json` in the state directory.
public struct FileSessionStore: SessionStore {
  private struct File: Codable {
    var version = VersionedJSON.currentVersion
    let saved: SavedSession
  }

  private let url: URL
  private let clock: any WallClock

  /// Creates a store in `directory`; `clock` stamps the names of damaged files set aside.
  public init(directory: StateDirectory, clock: any WallClock) {
    self.url = directory.file("session.json")
    self.clock = clock
  }

  /// The saved session; a damaged file is moved aside and reported as an error.
  @concurrent public func load() async throws(ServiceError) -> SavedSession? {
    try VersionedJSON.load(File.self, from: url, clock: clock)?.saved
  }

  /// Saves `saved` atomically, owner-only.
  @concurrent public func save(_ saved: SavedSession) async throws(ServiceError) {
    try VersionedJSON.save(File(saved: saved), to: url)
  }

  /// Deletes the saved session.
  @concurrent public func clear() async throws(ServiceError) {
    try AtomicFile.remove(url)
  }
}
