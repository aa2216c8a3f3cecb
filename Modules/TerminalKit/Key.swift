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
  /// A C0 control other than those above, by the key typed with Ctrl: Ctrl-A is `ctrl("a")`,
  /// Ctrl-\ is `ctrl("\\")` and Ctrl-Space is `ctrl("@")`.
  case ctrl(Character)
  /// Text pasted while bracketed paste was on, as one event.
  case paste(String)
  /// Bytes that are no key this decoder knows, such as F5 or invalid UTF-8.
  case unknown([UInt8])
}
