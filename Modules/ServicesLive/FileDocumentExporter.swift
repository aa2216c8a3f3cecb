import Foundation
import Services

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes exported documents to new files; it never replaces an existing file.
public struct FileDocumentExporter: DocumentExporter {
  /// Creates an exporter.
  public init() {}

  /// Writes `text` to a new file at `url`; an existing file is left untouched.
  @concurrent public func export(_ text: String, to url: URL) async throws(ServiceError) {
    let path = url.path
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      let reason = errno == EEXIST ? "it already exists" : String(cString: strerror(errno))
      throw ServiceError("Could not export to \(path): \(reason).")
    }
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let count = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      offset += count
    }
    let complete = offset == bytes.count && fsync(descriptor) == 0
    close(descriptor)
    guard complete else {
      unlink(url.path)
      throw ServiceError("Could not export to \(path): \(String(cString: strerror(errno))).")
    }
  }
}
