import Foundation
import Services

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Owner-only files replaced atomically: write a temporary file, flush it, then rename it over
/// the old one, so a crash leaves either the old file or the new one, never a torn one.
enum AtomicFile {
  static func save(_ data: Data, to url: URL) throws(ServiceError) {
    let directory = url.deletingLastPathComponent()
    let temporary = directory.appendingPathComponent(
      ".\(url.lastPathComponent).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw failure("create", temporary) }
    let written = data.withUnsafeBytes { buffer in writeAll(descriptor, buffer) }
    let flushed = written && fsync(descriptor) == 0
    close(descriptor)
    guard flushed, rename(temporary.path, url.path) == 0 else {
      let error = failure("write", url)
      unlink(temporary.path)
      throw error
    }
  }

  static func read(_ url: URL) throws(ServiceError) -> Data? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    do {
      return try Data(contentsOf: url)
    } catch {
      throw ServiceError("Could not read \(url.path): \(error.localizedDescription)")
    }
  }

  static func remove(_ url: URL) throws(ServiceError) {
    guard unlink(url.path) == 0 || errno == ENOENT else { throw failure("remove", url) }
  }

  /// Moves a damaged file aside as `NAME.corrupt-TIMESTAMP` and returns the new path.
  static func quarantine(_ url: URL, at date: Date) -> String {
    let stamp = Int(date.timeIntervalSince1970)
    let backup = url.path + ".corrupt-\(stamp)"
    return rename(url.path, backup) == 0 ? backup : url.path
  }

  private static func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Bool {
    var offset = 0
    while offset < buffer.count {
      let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return false }
      offset += count
    }
    return true
  }

  private static func failure(_ action: String, _ url: URL) -> ServiceError {
    ServiceError("Could not \(action) \(url.path): \(String(cString: strerror(errno)))")
  }
}
