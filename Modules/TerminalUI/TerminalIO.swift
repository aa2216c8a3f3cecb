/// Where the host reads commands and writes screens.
@MainActor
public protocol TerminalIO: AnyObject {
  /// Whether a person is at a terminal: screens are redrawn, styled, with a prompt.
  var isInteractive: Bool { get }
  /// Reads one line, showing `prompt` first; `nil` at the end of input.
  func readLine(prompt: String) -> String?
  /// Reads a command line, where Tab completes the app's words and `screenWords`, those of the
  /// screen on top; `nil` at the end of input.
  func readCommand(prompt: String, screenWords: [String]) -> String?
  /// Reads one line without echoing it, for passwords; `nil` at the end of input.
  func readSecret(prompt: String) -> String?
  /// The terminal's width in columns, when there is a terminal.
  var columns: Int? { get }
  /// Writes `text` as it is.
  func write(_ text: String)
  /// Writes UTF-8 `bytes` as they are, as the host writes each screen; by default as a
  /// `String` through ``write(_:)``.
  func write(utf8 bytes: [UInt8])
}

extension TerminalIO {
  /// Reads a command line as any line is read, for terminals that complete nothing.
  public func readCommand(prompt: String, screenWords: [String]) -> String? {
    readLine(prompt: prompt)
  }

  /// Writes `bytes` as a `String` through ``write(_:)``, for terminals with no faster way.
  public func write(utf8 bytes: [UInt8]) {
    write(String(decoding: bytes, as: UTF8.self))
  }
}
