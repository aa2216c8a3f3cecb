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

  /// The file's bytes, or `nil` when there is no file; a directory or an unreadable file in
  /// its place is an error.
  static func read(_ url: URL) throws(ServiceError) -> Data? {
    let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { return nil }
      throw failure("read", url)
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw failure("read", url) }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw ServiceError("Could not read \(url.path): it is not a regular file")
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { throw failure("read", url) }
      if count == 0 { return Data(bytes) }
      bytes += chunk[..<count]
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
