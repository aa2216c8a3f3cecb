/// How a cell is drawn: a few attributes and an optional colour, which a ``FrameWriter``
/// leaves out when colour is off (`NO_COLOR`). The attributes stay, so a selection shown in
/// reverse video is still seen without colour.
public struct TextStyle: Hashable, Sendable {
  /// The eight colours every terminal has.
  public enum Color: UInt8, Hashable, Sendable, CaseIterable {
    /// Black.
    case black
    /// Red.
    case red
    /// Green.
    case green
    /// Yellow.
    case yellow
    /// Blue.
    case blue
    /// Magenta.
    case magenta
    /// Cyan.
    case cyan
    /// White.
    case white
  }

  /// Bold, or bright on some terminals.
  public var isBold: Bool
  /// Dim (faint).
  public var isDim: Bool
  /// Reverse video: foreground and background swapped.
  public var isReversed: Bool
  /// Underlined.
  public var isUnderlined: Bool
  /// The text colour; `nil` for the terminal's own.
  public var foreground: Color?

  /// No attributes and the terminal's colours.
  public static let plain = TextStyle()

  /// Creates a style with the given attributes.
  public init(
    bold: Bool = false, dim: Bool = false, reversed: Bool = false, underlined: Bool = false,
    foreground: Color? = nil
  ) {
    isBold = bold
    isDim = dim
    isReversed = reversed
    isUnderlined = underlined
    self.foreground = foreground
  }

  /// The SGR sequence that sets exactly this style from any other, colour left out unless
  /// `colorEnabled`.
  public func selectGraphicRendition(colorEnabled: Bool) -> String {
    var codes = ["0"]
    if isBold { codes.append("1") }
    if isDim { codes.append("2") }
    if isUnderlined { codes.append("4") }
    if isReversed { codes.append("7") }
    if colorEnabled, let foreground { codes.append(String(30 + Int(foreground.rawValue))) }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }
}
