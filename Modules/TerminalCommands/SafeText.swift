/// Makes text typed by the user safe to show again: no control characters, escape sequences
/// or bidirectional formatting characters (which make text read differently from what it is),
/// and no more than a screen line. `PlainText` in Services holds the same rule for text that
/// goes to files.
public enum SafeText {
  /// `text` with every unsafe character shown as `?`, cut after `limit` characters with `…`.
  public static func display(_ text: String, limit: Int = 60) -> String {
    if text.utf8.count <= limit, !containsControlCharacters(text) { return text }
    var result = ""
    for scalar in text.unicodeScalars.prefix(limit) {
      result.unicodeScalars.append(isUnsafe(scalar) ? "?" : scalar)
    }
    return text.unicodeScalars.count > limit ? result + "…" : result
  }

  /// Appends ``display(_:limit:)`` of `text`, with no limit, as UTF-8 to `bytes`: plain text
  /// is copied as it is, without building a new string.
  public static func appendDisplay(_ text: String, to bytes: inout [UInt8]) {
    let copied = text.utf8.withContiguousStorageIfAvailable { buffer in
      guard !containsControlBytes(buffer) else { return false }
      bytes.append(contentsOf: buffer)
      return true
    }
    if copied == true { return }
    if copied == nil, !containsControlCharacters(text) {
      bytes.append(contentsOf: text.utf8)
      return
    }
    bytes.append(contentsOf: display(text, limit: .max).utf8)
  }

  /// Whether `text` holds a character ``display(_:limit:)`` would replace.
  static func containsUnsafeCharacters(_ text: String) -> Bool {
    text.unicodeScalars.contains(where: isUnsafe)
  }

  private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// Whether `text` has a character ``isUnsafe(_:)`` refuses, judged from its UTF-8 bytes: the
  /// common case, plain text, is then returned without building a new string.
  private static func containsControlCharacters(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable(containsControlBytes)
      ?? containsControlBytes(Array(text.utf8))
  }

  /// Looks for C0 controls and DEL, C1 controls (`C2 80`–`C2 9F`), U+061C (`D8 9C`) and the
  /// marks, separators and embeddings in `E2 80 8E`–`E2 81 A9`.
  private static func containsControlBytes(_ bytes: some Collection<UInt8>) -> Bool {
    var previous: UInt8 = 0
    var beforePrevious: UInt8 = 0
    for byte in bytes {
      if byte < 0x20 || byte == 0x7F { return true }
      if byte >= 0x80 {
        switch (beforePrevious, previous) {
        case (_, 0xC2) where byte <= 0x9F: return true
        case (_, 0xD8) where byte == 0x9C: return true
        case (0xE2, 0x80) where (0x8E...0x8F).contains(byte) || (0xA8...0xAE).contains(byte):
          return true
        case (0xE2, 0x81) where (0xA6...0xA9).contains(byte): return true
        default: break
        }
      }
      beforePrevious = previous
      previous = byte
    }
    return false
  }
}
