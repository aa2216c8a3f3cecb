import Foundation
import Services
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// This instance's mark in the state directory, `.instance-TOKEN`: an empty file it holds an
/// exclusive `flock` on while it keeps unsaved drafts, so that another instance can tell
/// whether the keeper of a draft is still running. The kernel releases the lock when the
/// process ends, however it ends; a mark that nobody holds is a dead instance's, and may be
/// removed by anyone holding the directory's lock. Marks are made and removed only under that
/// lock, so nobody sees a live mark before it is held.
final class InstanceMark: Sendable {
  static let prefix = ".instance-"

  /// A token for this instance: 16 hexadecimal digits.
  let token: String
  private let directory: StateDirectory
  /// The held mark's descriptor, and the users whose drafts this instance keeps.
  private let held = Mutex<(descriptor: Int32?, users: Set<String>)>((nil, []))

  init(directory: StateDirectory) {
    self.directory = directory
    token = String(format: "%016llx", UInt64.random(in: 1...UInt64.max))
  }

  deinit {
    if let descriptor = held.withLock({ $0.descriptor }) { close(descriptor) }
  }

  /// Whether `name` is an instance's mark.
  static func isMarkName(_ name: String) -> Bool {
    name.hasPrefix(prefix) && isToken(String(name.dropFirst(prefix.count)))
  }

  /// Whether `text` is a token an instance makes; anything else names no running instance.
  static func isToken(_ text: String) -> Bool {
    text.utf8.count == 16
      && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
  }

  /// Records whether this instance keeps a draft of `user`'s, holding its mark while it keeps
  /// any and removing it when it keeps none.
  func keeps(_ keeps: Bool, for user: User, _ proof: LockHeld) throws(ServiceError) {
    let (descriptor, users) = held.withLock { held in
      if keeps { held.users.insert(user.name) } else { held.users.remove(user.name) }
      return (held.descriptor, held.users)
    }
    guard !directory.isReadOnly else { return }
    if users.isEmpty {
      guard let descriptor else { return }
      unlinkat(directory.handle.descriptor, Self.prefix + token, 0)
      close(descriptor)
      held.withLock { $0.descriptor = nil }
    } else if descriptor == nil || !isStillMine(descriptor!) {
      if let descriptor { close(descriptor) }
      let made = try make()
      held.withLock { $0.descriptor = made }
    }
  }

  /// Whether the instance with `token` is running: its mark is there and held.
  func isRunning(_ other: String) -> Bool {
    if other == token { return true }
    guard Self.isToken(other) else { return false }
    let descriptor = openat(
      directory.handle.descriptor, Self.prefix + other,
      O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    guard flock(descriptor, LOCK_SH | LOCK_NB) == 0 else { return errno == EWOULDBLOCK }
    return false
  }

  /// Removes the mark of the instance with `token`, if nobody holds it.
  static func removeIfDead(_ token: String, in directory: StateDirectory, _ proof: LockHeld) {
    guard !directory.isReadOnly, isToken(token) else { return }
    removeIfDead(name: prefix + token, in: directory)
  }

  /// Removes the mark `name`, if nobody holds it; for the directory's sweep at start, which
  /// holds the lock.
  static func removeIfDead(name: String, in directory: StateDirectory) {
    let descriptor = openat(
      directory.handle.descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      flock(descriptor, LOCK_EX | LOCK_NB) == 0
    else { return }
    unlinkat(directory.handle.descriptor, name, 0)
  }

  private func make() throws(ServiceError) -> Int32 {
    let name = Self.prefix + token
    unlinkat(directory.handle.descriptor, name, 0)
    let descriptor = openat(
      directory.handle.descriptor, name, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
      0o600)
    guard descriptor >= 0 else {
      let reason = SystemError.describe(errno)
      throw ServiceError("Could not write \(directory.path(of: name)): \(reason).")
    }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      let reason = SystemError.describe(errno)
      close(descriptor)
      throw ServiceError("Could not lock \(directory.path(of: name)): \(reason).")
    }
    return descriptor
  }

  /// Whether the held descriptor is still the file at the mark's name.
  private func isStillMine(_ descriptor: Int32) -> Bool {
    var mine = stat()
    var named = stat()
    return fstat(descriptor, &mine) == 0
      && fstatat(
        directory.handle.descriptor, Self.prefix + token, &named, AT_SYMLINK_NOFOLLOW) == 0
      && mine.st_dev == named.st_dev && mine.st_ino == named.st_ino
  }
}
