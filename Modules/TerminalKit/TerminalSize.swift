#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The size of a terminal in character cells.
public struct TerminalSize: Hashable, Sendable {
  /// Lines, top to bottom.
  public var rows: Int
  /// Columns, left to right.
  public var columns: Int

  /// Creates a size of `rows` by `columns`.
  public init(rows: Int, columns: Int) {
    self.rows = rows
    self.columns = columns
  }

  /// The size of the terminal open on `fileDescriptor` (`ioctl` `TIOCGWINSZ`); `nil` when it
  /// is no terminal or reports no size, as some pseudo-terminals do before they are sized.
  public static func of(fileDescriptor: Int32) -> TerminalSize? {
    var size = winsize()
    guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0
    else { return nil }
    return TerminalSize(rows: Int(size.ws_row), columns: Int(size.ws_col))
  }
}
