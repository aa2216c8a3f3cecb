import TerminalCommands

/// A screen's text as it is built: UTF-8 bytes in one buffer, styled as ``TerminalStyle``
/// styles strings, so a view can write its lines without making a `String` for each piece.
/// What it holds is exactly what the same pieces, styled by ``TerminalStyle`` and joined, would
/// be: user text goes through ``SafeText`` and escape sequences are written only when the
/// style is enabled.
struct ScreenText {
  /// An ANSI text style, as ``TerminalStyle`` names them.
  enum Look {
    case title, emphasis, dim, problem, success

    fileprivate var code: StaticString {
      switch self {
      case .title: "\u{1B}[1;36m"
      case .emphasis: "\u{1B}[1m"
      case .dim: "\u{1B}[2m"
      case .problem: "\u{1B}[31m"
      case .success: "\u{1B}[32m"
      }
    }
  }

  let style: TerminalStyle
  private(set) var bytes: [UInt8] = []

  init(style: TerminalStyle, capacity: Int = 2048) {
    self.style = style
    bytes.reserveCapacity(capacity)
  }

  /// `text` made safe to show (``SafeText/display(_:limit:)`` with no limit).
  mutating func plain(_ text: String) {
    SafeText.appendDisplay(text, to: &bytes)
  }

  /// `other` as it is: text already built, as a cached screen.
  mutating func append(_ other: [UInt8]) {
    bytes.append(contentsOf: other)
  }

  /// `text` as it is: for text that is already styled or made safe.
  mutating func verbatim(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  /// Fixed text of the app's own, which needs no check.
  mutating func literal(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// `value` in decimal.
  mutating func number(_ value: Int) {
    let zero = UInt8(ascii: "0")
    if value >= 0, value < 10 { return bytes.append(zero + UInt8(value)) }
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes hold any Int's 20 digits
    withUnsafeMutableBytes(of: &digits) { buffer in
      var start = buffer.count
      var rest = value.magnitude
      repeat {
        start -= 1
        buffer[start] = zero + UInt8(rest % 10)
        rest /= 10
      } while rest > 0
      bytes.append(contentsOf: buffer[start...])
    }
  }

  /// `text` made safe, in `look`; the same as ``TerminalStyle``'s function of that name.
  mutating func styled(_ look: Look, _ text: String) {
    begin(look)
    if look == .problem { literal("! ") }
    plain(text)
    end()
  }

  /// Starts text in `look`; what follows up to ``end()`` is in it. ``Look/problem`` does not
  /// add its `! ` here.
  mutating func begin(_ look: Look) {
    if style.isEnabled { literal(look.code) }
  }

  /// Ends the look that ``begin(_:)`` started.
  mutating func end() {
    if style.isEnabled { literal("\u{1B}[0m") }
  }

  /// Ends the line.
  mutating func newline() {
    bytes.append(UInt8(ascii: "\n"))
  }

  /// `line`, already styled, and the end of the line.
  mutating func line(_ line: String) {
    verbatim(line)
    newline()
  }
}
