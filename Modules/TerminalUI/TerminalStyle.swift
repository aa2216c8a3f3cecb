import TerminalCommands

/// ANSI styling that can be switched off, for line mode and `NO_COLOR`.
public struct TerminalStyle: Hashable, Sendable {
  /// Whether escape sequences are written.
  public let isEnabled: Bool
  /// The terminal's width in columns when known; line mode leaves it `nil`.
  public var columns: Int?

  /// Creates a style that writes escape sequences only when `isEnabled`.
  public init(isEnabled: Bool, columns: Int? = nil) {
    self.isEnabled = isEnabled
    self.columns = columns
  }

  func plain(_ text: String) -> String { SafeText.display(text, limit: .max) }
  func title(_ text: String) -> String { wrap(text, "1;36") }
  func emphasis(_ text: String) -> String { wrap(text, "1") }
  func dim(_ text: String) -> String { wrap(text, "2") }
  func problem(_ text: String) -> String { wrap("! " + text, "31") }
  func success(_ text: String) -> String { wrap(text, "32") }

  private func wrap(_ text: String, _ code: String) -> String {
    isEnabled ? "\u{1B}[\(code)m\(plain(text))\u{1B}[0m" : plain(text)
  }
}
