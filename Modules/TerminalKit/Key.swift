/// One key press (or one paste) read from a terminal, as ``KeyDecoder`` understands the bytes.
public enum Key: Hashable, Sendable {
  /// A printable character, already decoded from UTF-8.
  case character(Character)
  /// Enter or Return (carriage return or line feed).
  case enter
  /// Escape on its own, once no more bytes of a sequence followed.
  case escape
  /// Tab.
  case tab
  /// Shift-Tab.
  case backTab
  /// Backspace (DEL or Ctrl-H), which deletes before the cursor.
  case backspace
  /// The Delete key, which deletes under the cursor.
  case delete
  /// Arrow up.
  case up
  /// Arrow down.
  case down
  /// Arrow left.
  case left
  /// Arrow right.
  case right
  /// Home.
  case home
  /// End.
  case end
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Insert.
  case insert
  /// Function key F*n*, from F1.
  case function(Int)
  /// A C0 control other than those above, by the key typed with Ctrl: Ctrl-A is `ctrl("a")`,
  /// Ctrl-\ is `ctrl("\\")` and Ctrl-Space is `ctrl("@")`.
  case ctrl(Character)
  /// A letter or digit typed with Alt (Meta), which terminals send as Escape and the
  /// character: Alt-B is `meta("b")`.
  case meta(Character)
  /// A key other than a typed character with Shift, Alt or Ctrl held, such as Ctrl-← or
  /// Alt-Backspace, when the terminal tells them apart.
  indirect case modified(Key, KeyModifiers)
  /// Text pasted while bracketed paste was on, as one event.
  case paste(String)
  /// Bytes that are no key this decoder knows, such as a mouse report or invalid UTF-8.
  case unknown([UInt8])
}

/// The modifier keys held with a ``Key``.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
  /// Shift.
  public static let shift = KeyModifiers(rawValue: 1)
  /// Alt (Meta).
  public static let alt = KeyModifiers(rawValue: 2)
  /// Ctrl.
  public static let ctrl = KeyModifiers(rawValue: 4)

  /// The modifiers in `rawValue`'s bits: 1 Shift, 2 Alt, 4 Ctrl, as xterm numbers them.
  public let rawValue: Int

  /// Creates the set of modifiers in `rawValue`'s bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }
}
