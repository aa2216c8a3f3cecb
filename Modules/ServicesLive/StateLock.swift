import Foundation
import Services

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Proof, handed to what may only run under the state directory's lock, that it is held.
struct LockHeld {
  fileprivate init() {}
}

/// An advisory `flock` on `.lock` in the state directory, held across every read-modify-write
/// of a shared file, so that instances sharing the directory take turns. The lock file is
/// never followed through a symbolic link; anything but a regular file in its place is set
/// aside. Waiting for another instance is limited and reported.
///
/// Changes of one process take turns on an in-process lock first: a `flock` taken through
/// another descriptor of the same process would make the process wait on itself, and report
/// it as another cookbook.
enum StateLock {
  static let name = ".lock"

  /// Runs `body` holding the lock; in a read-only directory, holding this process's lock.
  static func withLock<Value>(
    in directory: StateDirectory, _ body: (LockHeld) throws(ServiceError) -> Value
  ) throws(ServiceError) -> Value {
    try lockInProcess(directory)
    defer { directory.handle.memoryLock.unlock() }
    if directory.isReadOnly { return try body(LockHeld()) }
    let descriptor = try acquireFile(in: directory)
    defer {
      flock(descriptor, LOCK_UN)
      close(descriptor)
    }
    return try body(LockHeld())
  }

  /// Waits for the lock, up to the directory's lock timeout, and keeps it: for the end of a
  /// run, after which no change may start.
  /// - Returns: the descriptor holding it; closing it releases the file's lock, never the
  ///   in-process one.
  static func acquire(in directory: StateDirectory) throws(ServiceError) -> Int32 {
    try lockInProcess(directory)
    return try acquireFile(in: directory)
  }

  /// Waits for this process's other changes, up to the directory's lock timeout.
  private static func lockInProcess(_ directory: StateDirectory) throws(ServiceError) {
    guard directory.handle.memoryLock.lock(before: Date() + directory.lockTimeout) else {
      throw ServiceError(
        "Gave up after \(Int(directory.lockTimeout.rounded())) seconds waiting for this "
          + "cookbook's own change to \(directory.path(of: name)); nothing was changed.")
    }
  }

  private static func acquireFile(in directory: StateDirectory) throws(ServiceError) -> Int32 {
    let descriptor = try openLockFile(in: directory)
    let clock = ContinuousClock()
    let start = clock.now
    var saidSo = false
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR else {
        let reason = String(cString: strerror(errno))
        close(descriptor)
        throw ServiceError("Could not lock \(directory.path(of: name)): \(reason).")
      }
      let waited = clock.now - start
      if waited >= .seconds(directory.lockTimeout) {
        close(descriptor)
        throw ServiceError(
          "Gave up after \(Int(directory.lockTimeout.rounded())) seconds waiting for another "
            + "cookbook, which holds \(directory.path(of: name)); nothing was changed.")
      }
      if !saidSo, waited >= .seconds(1) {
        saidSo = true
        directory.report(
          "Waiting for another cookbook to finish with \(directory.path(of: name))…")
      }
      usleep(5_000)
    }
    return descriptor
  }

  /// Takes the lock if no other instance holds it.
  /// - Returns: the descriptor holding it, or `nil` when it is taken or cannot be used.
  static func tryAcquire(in directory: StateDirectory) -> Int32? {
    guard let descriptor = try? openLockFile(in: directory) else { return nil }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      close(descriptor)
      return nil
    }
    return descriptor
  }

  private static func openLockFile(in directory: StateDirectory) throws(ServiceError) -> Int32 {
    let lockFile = directory.file(name)
    for _ in 0..<2 {
      let descriptor = openat(
        directory.handle.descriptor, name, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC,
        0o600)
      let reason: String
      if descriptor >= 0 {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
          let reason = SystemError.describe(errno)
          close(descriptor)
          throw ServiceError("Could not use \(lockFile.path): \(reason).")
        }
        if status.st_mode & S_IFMT == S_IFREG { return descriptor }
        close(descriptor)
        reason = "it is not a regular file"
      } else {
        let code = errno
        guard let problem = StateFile.unusableKind(code) else {
          throw ServiceError("Could not use \(lockFile.path): \(SystemError.describe(code)).")
        }
        reason = problem
      }
      lockFile.moveAside(lockFile.identity(), because: reason)
    }
    throw ServiceError("Could not use \(lockFile.path): something keeps replacing it.")
  }
}
