import Foundation
import Services

/// The folder that holds the state database, trusted as ssh trusts `~/.ssh`: only when it is
/// the user's own and not writable by group or others. A missing one is created owner-only
/// (0700) with its missing parents, which are removed again if it cannot be used after all.
public struct StateDirectory: Sendable {
  /// Why a folder cannot be used as the state directory.
  public enum OpenError: Error, Equatable, Sendable {
    /// It is not the user's own and private folder; the app must not use it, nor fall back.
    case untrusted(String)
    /// It could not be created or opened; the app may run without saving.
    case unavailable(String)

    /// The reason, in a sentence, with how to fix it when there is a way.
    public var message: String {
      switch self {
      case .untrusted(let message), .unavailable(let message): message
      }
    }
  }

  /// The folder's location.
  public let url: URL
  /// Whether the folder can only be read: its database is read, and changes last this run.
  public var isReadOnly: Bool { database.isReadOnly }
  let database: StateDatabase

  /// Opens `url` (its parents are not checked) as the state directory, creating it if missing;
  /// a change waits `lockTimeout` seconds for another instance, and `report` gets each
  /// diagnostic that is not about a command, such as a damaged file set aside.
  public static func open(
    url: URL, lockTimeout: TimeInterval = 5,
    report: @escaping @Sendable (String) -> Void = StateDirectory.standardErrorReport
  ) throws(OpenError) -> StateDirectory {
    var created: [String] = []
    var path = ""
    do throws(OpenError) {
      for component in url.standardizedFileURL.pathComponents where component != "/" {
        path += "/" + component
        var status = stat()
        if stat(path, &status) != 0 {
          guard errno == ENOENT else { throw unavailable(url, "create", errno) }
          if mkdir(path, 0o700) == 0 {
            created.append(path)
            continue
          }
          guard errno == EEXIST, stat(path, &status) == 0 else {
            throw unavailable(url, "create", errno)
          }
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
          throw .unavailable(
            "Could not create the state directory \(url.path): \(path) is not a directory.")
        }
      }
      let (folder, real) = try openTrusted(url)
      let database = StateDatabase(
        folder: folder, realFolder: real, shownFolder: url.path,
        isReadOnly: faccessat(folder, ".", W_OK, 0) != 0, timeout: lockTimeout, report: report)
      return StateDirectory(url: url, database: database)
    } catch {
      for path in created.reversed() { rmdir(path) }
      throw error
    }
  }

  /// Opens `url` as ``open(url:lockTimeout:report:)`` does, throwing the reason as a
  /// `ServiceError`.
  public init(
    url: URL, lockTimeout: TimeInterval = 5,
    report: @escaping @Sendable (String) -> Void = StateDirectory.standardErrorReport
  ) throws(ServiceError) {
    do {
      self = try Self.open(url: url, lockTimeout: lockTimeout, report: report)
    } catch {
      throw ServiceError(error.message)
    }
  }

  private init(url: URL, database: StateDatabase) {
    (self.url, self.database) = (url, database)
  }

  /// A state directory of no folder: its database is in memory, forgotten at exit.
  public static func inMemory() -> StateDirectory {
    StateDirectory(
      url: URL(fileURLWithPath: "/dev/null"),
      database: StateDatabase(
        folder: -1, realFolder: "", shownFolder: "memory", isReadOnly: false, timeout: 5,
        report: { _ in }))
  }

  /// Writes a diagnostic line to standard error, its unsafe characters (`PlainText`)
  /// replaced, ignoring any failure to do so.
  public static let standardErrorReport: @Sendable (String) -> Void = { line in
    let bytes = Array((PlainText.sanitized(line) + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
      let count = bytes[offset...].withUnsafeBytes {
        write(STDERR_FILENO, $0.baseAddress, $0.count)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return }
      offset += count
    }
  }

  /// The default location: `$XDG_STATE_HOME/cookbook` when that is an absolute path, else
  /// `~/.local/state/cookbook`, where `~` is `$HOME` unless it is unset or empty, and then the
  /// home directory of the user's account.
  public static func defaultURL(environment: [String: String]) -> URL {
    if let base = environment["XDG_STATE_HOME"], base.hasPrefix("/") {
      return URL(fileURLWithPath: base).appendingPathComponent("cookbook")
    }
    var (entry, result, buffer) = (
      passwd(), UnsafeMutablePointer<passwd>?.none, [CChar](repeating: 0, count: 16_384)
    )
    let account =
      getpwuid_r(geteuid(), &entry, &buffer, buffer.count, &result) == 0 && result != nil
      ? entry.pw_dir.map { String(cString: $0) } : nil
    let home =
      environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? account.flatMap {
        $0.isEmpty ? nil : $0
      } ?? "/"
    return URL(fileURLWithPath: home).appendingPathComponent(".local/state/cookbook")
  }

  /// Refuses every change from now on, so that none starts after the last save of a run.
  public func holdLockUntilExit() {
    database.end()
  }

  /// The folder at `url` opened, if it can be trusted, with its real path (no link in it).
  private static func openTrusted(_ url: URL) throws(OpenError) -> (Int32, String) {
    let folder = Foundation.open(url.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard folder >= 0 else { throw unavailable(url, "open", errno) }
    var (status, real) = (stat(), stat())
    do throws(OpenError) {
      guard fstat(folder, &status) == 0 else { throw unavailable(url, "open", errno) }
      guard status.st_uid == geteuid() else {
        throw .untrusted(
          "The state directory \(url.path) is owned by another user (uid \(status.st_uid)), not "
            + "by you (uid \(geteuid())), so it cannot be trusted. Choose a directory of your "
            + "own with --state-dir, or have it removed.")
      }
      let mode = status.st_mode & 0o7777
      guard mode & 0o022 == 0 else {
        throw .untrusted(
          "The state directory \(url.path) can be written by its group or by others (mode "
            + "\(String(mode, radix: 8))), so anyone could change your session in it. If it is "
            + "yours, run chmod 700 \(shellWord(url.path)) and start again, or choose another "
            + "with --state-dir.")
      }
      guard faccessat(folder, ".", R_OK | X_OK, 0) == 0 else {
        throw unavailable(url, "read", errno)
      }
      let resolved = realpath(url.path, nil)
      defer { free(resolved) }
      let path = resolved.map { String(cString: $0) } ?? ""
      guard stat(path, &real) == 0, real.st_dev == status.st_dev, real.st_ino == status.st_ino
      else { throw .unavailable("The state directory \(url.path) changed while it was opened.") }
      return (folder, path)
    } catch {
      close(folder)
      throw error
    }
  }

  private static func unavailable(_ url: URL, _ verb: String, _ code: Int32) -> OpenError {
    .unavailable(
      "Could not \(verb) the state directory \(url.path): \(String(cString: strerror(code))).")
  }

  /// `path` as one word a shell would read back unchanged.
  private static func shellWord(_ path: String) -> String {
    let plain = path.unicodeScalars.allSatisfy { scalar in
      scalar.isASCII
        && (CharacterSet.alphanumerics.contains(scalar)
          || "/._-+,:@%".unicodeScalars.contains(scalar))
    }
    return plain ? path : "'" + path.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }
}
