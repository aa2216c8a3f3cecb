/// Text that came from a person or a file, checked before it enters a password check, a file or
/// a terminal: no C0 or C1 control character, DEL, line or paragraph separator, or
/// bidirectional formatting character (which can make text read differently from what it is).
public enum PlainText {
  /// Whether `scalar` is one of the characters plain text may not hold.
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// Whether `text` holds a character plain text may not hold.
  public static func containsUnsafeCharacters(_ text: String) -> Bool {
    text.unicodeScalars.contains(where: isUnsafe)
  }

  /// `text` with each character plain text may not hold replaced by `?`.
  public static func sanitized(_ text: String) -> String {
    guard containsUnsafeCharacters(text) else { return text }
    return String(String.UnicodeScalarView(text.unicodeScalars.map { isUnsafe($0) ? "?" : $0 }))
  }
}
