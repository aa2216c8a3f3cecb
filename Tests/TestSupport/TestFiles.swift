import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads files with POSIX calls: `FileManager.contents(atPath:)` leaks its buffer for an empty
/// file, which LeakSanitizer reports.
public enum TestFiles {
  /// The bytes of the file at `path`, or `nil` when it cannot be opened.
  public static func contents(atPath path: String) -> Data? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
      guard count > 0 else { break }
      bytes += chunk[..<count]
    }
    return ferror(file) == 0 ? Data(bytes) : nil
  }
}
