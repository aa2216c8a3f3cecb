#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A terminal call that failed, with the operating system's reason.
public struct TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The call that failed, such as `tcgetattr`.
  public let operation: String
  /// The `errno` it left.
  public let code: Int32

  /// Creates the error for `operation` with `code`, by default the current `errno`.
  public init(_ operation: String, code: Int32 = errno) {
    self.operation = operation
    self.code = code
  }

  /// The call and the reason, as in `tcgetattr: Inappropriate ioctl for device`.
  public var description: String {
    "\(operation): \(String(cString: strerror(code)))"
  }
}
