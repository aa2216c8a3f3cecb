import Foundation
import Services

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One file in the state directory, opened relative to the directory that was checked, never
/// through a symbolic link, never blocking on a FIFO or device, and never read past its size
/// limit. Replacing it writes a temporary file, flushes it and renames it over the old one, so
/// a crash leaves the old file or the new one, never a torn one. A file that cannot be used is
/// set aside: only the very file that was read (by device and inode), under the lock, under a
/// backup name no other backup has.
struct StateFile: Sendable {
  /// Which file on disk a reading came from.
  struct Identity: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64
  }

  /// Which file a cache read, for telling later whether the file is still that one. A file on
  /// disk is kept open: its inode cannot then be given to another file, so an inode that
  /// matches is the same file, however fast files are replaced (comparing inode, size and
  /// time alone was fooled by a new file that got the old one's inode within one clock tick).
  enum Source: Sendable {
    case absent
    case disk(KeptOpen)
    case memory(generation: Int)
  }

  /// A file held open for ``Source``, closed when the last reference goes.
  final class KeptOpen: Sendable {
    let descriptor: Int32
    let identity: Identity
    let size: Int64
    let modified: timespec

    init?(descriptor: Int32) {
      var status = stat()
      guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
        close(descriptor)
        return nil
      }
      self.descriptor = descriptor
      identity = Identity(status)
      size = Int64(status.st_size)
      modified = status.modificationTime
    }

    /// Whether the file was changed in place since it was opened.
    var isUnchanged: Bool {
      var status = stat()
      return fstat(descriptor, &status) == 0 && Int64(status.st_size) == size
        && status.modificationTime.tv_sec == modified.tv_sec
        && status.modificationTime.tv_nsec == modified.tv_nsec
    }

    deinit {
      close(descriptor)
    }
  }

  /// What a read found.
  enum Reading {
    case absent
    case contents(Data, Identity?)
    case unusable(reason: String, Identity?)
  }

  /// A file as a read-only directory's run changed it.
  struct Overlay: Sendable {
    let generation: Int
    /// The bytes, kept as an array: a `Data` kept here was reported as leaked at exit by
    /// LeakSanitizer, though the directory that holds it is still reachable then.
    let contents: [UInt8]?
  }

  let directory: StateDirectory
  let name: String
  /// Stamps the names of backups.
  let clock: any WallClock

  var path: String { directory.path(of: name) }

  /// Whether `name` is a temporary file of ``replace(with:_:)``: `.NAME.tmp-PID-RANDOM`.
  static func isTemporaryName(_ name: String) -> Bool {
    guard name.hasPrefix("."), let marker = name.range(of: ".tmp-", options: .backwards) else {
      return false
    }
    let numbers = name[marker.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
    return marker.lowerBound > name.index(after: name.startIndex) && numbers.count == 2
      && numbers.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
  }

  /// What an `open` error means for a file that is there but cannot be used, or `nil` when the
  /// error is not about the file's kind.
  static func unusableKind(_ error: Int32) -> String? {
    switch error {
    case ELOOP, EMLINK: "it is a symbolic link"
    case EISDIR: "it is a folder"
    case ENXIO, EOPNOTSUPP: "it is not a regular file"
    default: nil
    }
  }

  /// Reads the file, at most `limit` bytes.
  func read(limit: Int) -> Reading {
    if directory.isReadOnly, let changed = overlay() {
      return changed.contents.map { .contents(Data($0), nil) } ?? .absent
    }
    let descriptor = openat(
      directory.handle.descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { return .absent }
      let reason =
        Self.unusableKind(errno) ?? "it cannot be read: \(String(cString: strerror(errno)))"
      guard let identity = identity() else { return .absent }
      return .unusable(reason: reason, identity)
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      return .unusable(reason: "it cannot be read: \(String(cString: strerror(errno)))", identity())
    }
    let identity = Identity(status)
    guard status.st_mode & S_IFMT == S_IFREG else {
      return .unusable(reason: "it is not a regular file", identity)
    }
    guard status.st_size <= limit else {
      return .unusable(reason: Self.tooLarge(Int64(status.st_size), limit: limit), identity)
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Int(status.st_size))
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { posixRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else {
        return .unusable(reason: "it cannot be read: \(String(cString: strerror(errno)))", identity)
      }
      if count == 0 { return .contents(Data(bytes), identity) }
      bytes += chunk[..<count]
      if bytes.count > limit {
        return .unusable(reason: Self.tooLarge(Int64(bytes.count), limit: limit), identity)
      }
    }
  }

  /// The file now, for a cache to keep; `nil` when it cannot be used, and so not cached.
  func source() -> Source? {
    if directory.isReadOnly, let changed = overlay() {
      return .memory(generation: changed.generation)
    }
    let descriptor = openat(
      directory.handle.descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return errno == ENOENT ? .absent : nil }
    return KeptOpen(descriptor: descriptor).map { .disk($0) }
  }

  /// Whether the file is still the one `source` describes.
  func isCurrent(_ source: Source) -> Bool {
    if directory.isReadOnly, let changed = overlay() {
      if case .memory(let generation) = source { return generation == changed.generation }
      return false
    }
    switch source {
    case .absent: return identity() == nil && errno == ENOENT
    case .disk(let kept): return identity() == kept.identity && kept.isUnchanged
    case .memory: return false
    }
  }

  /// The identity of whatever is at the file's name now, not following a symbolic link.
  func identity() -> Identity? {
    var status = stat()
    guard fstatat(directory.handle.descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
      return nil
    }
    return Identity(status)
  }

  /// Replaces the file with `data`, atomically and owner-only.
  func replace(with data: Data, _ held: LockHeld) throws(ServiceError) {
    if directory.isReadOnly { return setOverlay(Array(data)) }
    let folder = directory.handle.descriptor
    if case .unusable(let reason, let identity)? = existingNonFile() {
      moveAside(identity, because: reason, held)
    }
    let temporary = ".\(name).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let descriptor = openat(
      folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw failure(errno, "write") }
    let calls = directory.handle.calls.withLock { $0 }
    var problem: ServiceError?
    if !data.withUnsafeBytes({ writeAll(descriptor, $0) }) || calls.fsync(descriptor) != 0 {
      problem = failure(errno, "write")
    }
    close(descriptor)
    if problem == nil, calls.renameat(folder, temporary, folder, name) != 0 {
      problem = failure(errno, "write")
    }
    if let problem {
      unlinkat(folder, temporary, 0)
      throw problem
    }
    fsync(folder)
  }

  /// Removes the file; there being none is not an error.
  func remove(_ held: LockHeld) throws(ServiceError) {
    if directory.isReadOnly { return setOverlay(nil) }
    guard unlinkat(directory.handle.descriptor, name, 0) == 0 || errno == ENOENT else {
      let code = errno
      if code == EISDIR || code == EPERM,
        case .unusable(let reason, let identity)? =
          existingNonFile()
      {
        moveAside(identity, because: reason, held)
        return
      }
      throw failure(code, "remove")
    }
  }

  /// Appends `data` to the file, creating it owner-only; a write that fails is undone. The file
  /// is written in place, so one with other names (a hard link) is set aside first: appending
  /// would change the other file too.
  func append(_ data: Data, _ held: LockHeld) throws(ServiceError) {
    guard !directory.isReadOnly else {
      throw ServiceError("the state directory \(directory.url.path) is read-only.")
    }
    for _ in 0..<2 {
      let descriptor = openat(
        directory.handle.descriptor, name,
        O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
      guard descriptor >= 0 else {
        let code = errno
        guard let reason = Self.unusableKind(code) else { throw failure(code, "write") }
        moveAside(identity(), because: reason, held)
        continue
      }
      defer { close(descriptor) }
      var status = stat()
      guard fstat(descriptor, &status) == 0 else { throw failure(errno, "write") }
      guard status.st_mode & S_IFMT == S_IFREG else {
        moveAside(Identity(status), because: "it is not a regular file", held)
        continue
      }
      guard status.st_nlink == 1 else {
        moveAside(Identity(status), because: "it is a hard link to another file", held)
        continue
      }
      let complete = data.withUnsafeBytes { writeAll(descriptor, $0) } && fsync(descriptor) == 0
      guard complete else {
        let error = failure(errno, "write")
        _ = ftruncate(descriptor, status.st_size)
        throw error
      }
      return
    }
    throw ServiceError("Could not write \(path): something keeps replacing it.")
  }

  /// Sets the file aside because of `reason`, if it is still the one identified by
  /// `identity`, taking the lock unless `held` says it is held.
  /// - Returns: whether the file at the name was replaced meanwhile by another, which the
  ///   caller should read again.
  @discardableResult
  func setAside(_ identity: Identity?, because reason: String, held: LockHeld?) -> Bool {
    if directory.isReadOnly {
      ignore(
        identity, because: reason,
        "it is left where it is, since the state directory is read-only")
      return false
    }
    if let held { return !moveAside(identity, because: reason, held) }
    do {
      return try StateLock.withLock(in: directory) { held in
        !moveAside(identity, because: reason, held)
      }
    } catch {
      ignore(identity, because: reason, "it could not be moved aside: \(error.message)")
      return false
    }
  }

  /// Renames the file to a backup name, if it is still the one identified by `identity`.
  /// Only ``StateLock`` calls it without holding the lock, for the lock file itself.
  /// - Returns: whether the file was there to move, even if the move failed.
  @discardableResult
  func moveAside(_ identity: Identity?, because reason: String, _ held: LockHeld? = nil) -> Bool {
    guard let identity, self.identity() == identity else { return false }
    let folder = directory.handle.descriptor
    let stamp = Int(clock.now().timeIntervalSince1970)
    var backup = "\(name).corrupt-\(stamp)"
    var number = 1
    var status = stat()
    while fstatat(folder, backup, &status, AT_SYMLINK_NOFOLLOW) == 0 {
      number += 1
      backup = "\(name).corrupt-\(stamp)-\(number)"
    }
    guard renameat(folder, name, folder, backup) == 0 else {
      ignore(
        identity, because: reason,
        "it could not be moved aside: \(String(cString: strerror(errno)))")
      return true
    }
    directory.report(
      "\(path) \(Self.problem(reason)); it was moved to \(directory.path(of: backup)) and ignored.")
    return true
  }

  private func ignore(_ identity: Identity?, because reason: String, _ why: String) {
    directory.reportOnce(
      "\(path) \(Self.problem(reason)); it is ignored, and \(why).",
      key: "\(name) \(identity.map { "\($0.device):\($0.inode)" } ?? "")")
  }

  /// The problem in words: what is in the file is damaged, or the file itself is unusable,
  /// for reasons that all start with "it".
  private static func problem(_ reason: String) -> String {
    reason.hasPrefix("it ") ? "cannot be used (\(reason))" : "is damaged (\(reason))"
  }

  private static func tooLarge(_ size: Int64, limit: Int) -> String {
    "it is too large: \(size) bytes, where at most \(limit) are expected"
  }

  /// Whatever is at the name when it is not a regular file or a symbolic link, which a
  /// rename or an unlink cannot replace.
  private func existingNonFile() -> Reading? {
    var status = stat()
    guard fstatat(directory.handle.descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
      return nil
    }
    let kind = status.st_mode & S_IFMT
    guard kind == S_IFDIR else { return nil }
    return .unusable(reason: "it is a folder", Identity(status))
  }

  private func overlay() -> Overlay? {
    directory.handle.overlay.withLock { $0[name] }
  }

  private func setOverlay(_ contents: [UInt8]?) {
    directory.handle.overlay.withLock { all in
      let generation = all.values.map(\.generation).max().map { $0 + 1 } ?? 1
      all[name] = Overlay(generation: generation, contents: contents)
    }
  }

  private func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Bool {
    var offset = 0
    while offset < buffer.count {
      let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return false }
      offset += count
    }
    return true
  }

  /// The error of a call that failed with `code`, which the caller reads from `errno` first.
  private func failure(_ code: Int32, _ action: String) -> ServiceError {
    ServiceError("Could not \(action) \(path): \(SystemError.describe(code))")
  }
}

extension StateFile.Identity {
  init(_ status: stat) {
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
  }
}

extension stat {
  fileprivate var modificationTime: timespec {
    #if canImport(Darwin)
      st_mtimespec
    #else
      st_mtim
    #endif
  }
}

private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int
{
  #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
  #else
    Darwin.read(descriptor, buffer, count)
  #endif
}
