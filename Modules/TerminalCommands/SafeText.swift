/// Makes text typed by the user safe to show again: no control characters or escape
/// sequences, and no more than a screen line.
public enum SafeText {
  /// `text` with every control character shown as `?`, cut after `limit` characters with `…`.
  public static func display(_ text: String, limit: Int = 60) -> String {
    if text.utf8.count <= limit, !containsControlCharacters(text) { return text }
    var result = ""
    for scalar in text.unicodeScalars.prefix(limit) {
      let isControl = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
      result.unicodeScalars.append(isControl ? "?" : scalar)
    }
    return text.unicodeScalars.count > limit ? result + "…" : result
  }

  /// Whether `text` has a C0 or C1 control character or DEL, judged from its UTF-8 bytes: the
  /// common case, plain text, is then returned without building a new string.
  private static func containsControlCharacters(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable(containsControlBytes)
      ?? containsControlBytes(Array(text.utf8))
  }

  private static func containsControlBytes(_ bytes: some Collection<UInt8>) -> Bool {
    var previous: UInt8 = 0
    for byte in bytes {
      if byte < 0x20 || byte == 0x7F || (previous == 0xC2 && byte <= 0x9F) { return true }
      previous = byte
    }
    return false
  }
}
