import Foundation
import Services

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The folder that holds the session, favourites and outbox; created owner-only (0700).
public struct StateDirectory: Sendable {
  /// The folder's location.
  public let url: URL

  /// Uses `url` as the state directory, creating it owner-only if it does not exist.
  /// - Throws: `ServiceError` when the folder cannot be created.
  public init(url: URL) throws(ServiceError) {
    self.url = url
    try Self.createDirectories(for: url)
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

  /// Creates `url` and any missing parents, owner-only, with `mkdir`, so that a failure names
  /// the operating system's reason, such as "Not a directory".
  private static func createDirectories(for url: URL) throws(ServiceError) {
    var path = ""
    for component in url.standardizedFileURL.pathComponents where component != "/" {
      path += "/" + component
      guard mkdir(path, 0o700) == 0 || errno == EEXIST else {
        let reason = String(cString: strerror(errno))
        throw ServiceError("Could not create the state directory \(url.path): \(reason).")
      }
      var status = stat()
      guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
        throw ServiceError(
          "Could not create the state directory \(url.path): \(path) is not a directory.")
      }
    }
  }

  func file(_ name: String) -> URL { url.appendingPathComponent(name) }
}
