import Foundation
import Services

/// Writes exported documents to new files; it never replaces an existing file.
public struct FileDocumentExporter: DocumentExporter {
  /// Creates an exporter.
  public init() {}

  /// Writes `text` to a new file at `url`; an existing file is left untouched. A URL that
  /// names a folder (ending in `/`, `.` or `..`) is refused.
  @concurrent public func export(_ text: String, to url: URL) async throws(ServiceError) {
    let path = url.path
    guard !url.hasDirectoryPath, ![".", ".."].contains(url.lastPathComponent) else {
      throw Self.failure(path, "it names a folder; add a file name, such as scones.md")
    }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw Self.failure(
        path, errno == EEXIST ? "it already exists" : String(cString: strerror(errno)))
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
    let reason = complete ? "" : String(cString: strerror(errno))
    close(descriptor)
    guard complete else {
      unlink(path)
      throw Self.failure(path, reason)
    }
  }

  /// The error for `path`, whose reason survives however long the path is: the path is
  /// shortened in the middle.
  private static func failure(_ path: String, _ reason: String) -> ServiceError {
    let shown =
      path.count <= 60 ? path : String(path.prefix(24)) + "…" + String(path.suffix(35))
    return ServiceError("Could not export to \(shown): \(reason).")
  }
}
