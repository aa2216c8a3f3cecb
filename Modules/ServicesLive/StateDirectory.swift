import Foundation
import Services
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The folder that holds the session, favourites and outbox. It is trusted as ssh trusts
/// `~/.ssh`: only when it is owned by the user and not writable by group or others. A missing
/// one is created owner-only (0700). Every file in it is opened relative to the folder as it
/// was checked, never through a symbolic link.
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
  /// Whether the folder can only be read: its files are read, and changes last only this run.
  public let isReadOnly: Bool

  let handle: DirectoryHandle
  let lockTimeout: TimeInterval
  let report: @Sendable (String) -> Void

  /// Opens `url` as the state directory, creating it owner-only if it does not exist.
  /// - Parameters:
  ///   - url: the folder; its parents are not checked.
  ///   - lockTimeout: how long a change waits for another instance's lock before giving up.
  ///   - report: receives each diagnostic that is not about a command, such as a damaged file
  ///     set aside; the app writes them to stderr.
  /// - Throws: ``OpenError`` when the folder is not trusted or cannot be used.
  public static func open(
    url: URL, lockTimeout: TimeInterval = 5,
    report: @escaping @Sendable (String) -> Void = StateDirectory.standardErrorReport
  ) throws(OpenError) -> StateDirectory {
    let created = try DirectoryCreation.createMissing(url)
    do {
      let descriptor = try DirectoryCreation.openTrusted(url)
      let directory = StateDirectory(
        url: url, isReadOnly: faccessat(descriptor, ".", W_OK, 0) != 0,
        handle: DirectoryHandle(descriptor: descriptor), lockTimeout: lockTimeout, report: report)
      if !directory.isReadOnly { directory.removeLeftoverTemporaryFiles() }
      return directory
    } catch {
      DirectoryCreation.remove(created)
      throw error
    }
  }

  /// Opens `url` as the state directory, as ``open(url:lockTimeout:report:)`` does.
  /// - Throws: `ServiceError` with the reason when the folder is not trusted or cannot be used.
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

  private init(
    url: URL, isReadOnly: Bool, handle: DirectoryHandle, lockTimeout: TimeInterval,
    report: @escaping @Sendable (String) -> Void
  ) {
    self.url = url
    self.isReadOnly = isReadOnly
    self.handle = handle
    self.lockTimeout = lockTimeout
    self.report = report
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
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? accountHome()
    return URL(fileURLWithPath: home).appendingPathComponent(".local/state/cookbook")
  }

  /// Takes the directory's lock and keeps it until the process ends, so that no change can
  /// start after the last save of a run that is ending.
  public func holdLockUntilExit() {
    guard !isReadOnly, let descriptor = try? StateLock.acquire(in: self) else { return }
    _ = descriptor
  }

  func file(_ name: String, clock: any WallClock = SystemWallClock()) -> StateFile {
    StateFile(directory: self, name: name, clock: clock)
  }

  func path(of name: String) -> String { url.appendingPathComponent(name).path }

  /// Reports `message` once for `key`, however many times it comes up.
  func reportOnce(_ message: String, key: String) {
    if handle.reported.withLock({ $0.insert(key).inserted }) { report(message) }
  }

  /// Removes the temporary files of runs that were killed while writing, and the marks of
  /// instances that have ended (`InstanceMark`). Every write holds the lock while its
  /// temporary file exists, so when the lock is free, any such file is left over; when another
  /// instance holds it, its files may be in flight and are left alone.
  private func removeLeftoverTemporaryFiles() {
    guard let descriptor = StateLock.tryAcquire(in: self) else { return }
    defer { close(descriptor) }
    let listing = dup(handle.descriptor)
    guard listing >= 0, let folder = fdopendir(listing) else { return }
    defer { closedir(folder) }
    var leftovers: [String] = []
    var marks: [String] = []
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if StateFile.isTemporaryName(name) { leftovers.append(name) }
      if InstanceMark.isMarkName(name) { marks.append(name) }
    }
    for name in leftovers { unlinkat(handle.descriptor, name, 0) }
    for name in marks { InstanceMark.removeIfDead(name: name, in: self) }
  }

  private static func accountHome() -> String {
    var entry = passwd()
    var result: UnsafeMutablePointer<passwd>?
    var buffer = [CChar](repeating: 0, count: 16_384)
    guard getpwuid_r(geteuid(), &entry, &buffer, buffer.count, &result) == 0, result != nil,
      let directory = entry.pw_dir, directory.pointee != 0
    else { return "/" }
    return String(cString: directory)
  }
}

/// The open folder, shared by every copy of a ``StateDirectory``: closed when the last goes.
final class DirectoryHandle: Sendable {
  let descriptor: Int32
  /// Diagnostics already reported, so that each is reported once.
  let reported = Mutex<Set<String>>([])
  /// In a read-only directory, the files as this run changed them.
  let overlay = Mutex<[String: StateFile.Overlay]>([:])
  /// Serialises changes within this process, before the lock file serialises processes.
  let memoryLock = NSLock()
  /// The calls that make a write durable; tests replace them to inject faults.
  let calls = Mutex(SystemCalls.live)

  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  deinit {
    close(descriptor)
  }
}
