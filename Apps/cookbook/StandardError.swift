import Foundation

/// Diagnostics that are not about a command: warnings and trace lines.
enum StandardError {
  static func write(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
