import Foundation
import Services

/// The folder that holds the session, favourites and outbox; created owner-only (0700).
public struct StateDirectory: Sendable {
  /// The folder's location.
  public let url: URL

  /// Uses `url` as the state directory, creating it owner-only if it does not exist.
  /// - Throws: `ServiceError` when the folder cannot be created.
  public init(url: URL) throws(ServiceError) {
    self.url = url
    do {
      try FileManager.default.createDirectory(
        at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw ServiceError(
        "Could not create the state directory \(url.path): \(error.localizedDescription)")
    }
    guard FileManager.default.isWritableFile(atPath: url.path) else {
      throw ServiceError("The state directory \(url.path) is not writable.")
    }
  }

  /// The default location: `$XDG_STATE_HOME/cookbook`, else `~/.local/state/cookbook`.
  public static func defaultURL(environment: [String: String]) -> URL {
    if let base = environment["XDG_STATE_HOME"], base.hasPrefix("/") {
      return URL(fileURLWithPath: base).appendingPathComponent("cookbook")
    }
    let home =
      environment["HOME"].map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser
    return home.appendingPathComponent(".local/state/cookbook")
  }

  func file(_ name: String) -> URL { url.appendingPathComponent(name) }
}
