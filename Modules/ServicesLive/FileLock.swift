import Foundation
import Services

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An advisory `flock` on a lock file, held across a read-modify-write so that two processes
/// sharing the state directory take turns.
enum FileLock {
  static func withExclusiveLock<Value>(
    at url: URL, _ body: () throws(ServiceError) -> Value
  ) throws(ServiceError) -> Value {
    let descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw ServiceError("Could not open \(url.path): \(String(cString: strerror(errno)))")
    }
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else {
        throw ServiceError("Could not lock \(url.path): \(String(cString: strerror(errno)))")
      }
    }
    defer { flock(descriptor, LOCK_UN) }
    return try body()
  }
}
