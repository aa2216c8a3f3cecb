import Foundation

/// How a search text is prepared, with shortcuts for plain ASCII that give what Foundation
/// gives without going through it.
public enum SearchText {
  /// `text` without white space at either end, as `trimmingCharacters(in: .whitespaces)` trims
  /// it; empty text, and text that starts and ends with a visible ASCII character, as most
  /// searches do, are returned as they are.
  public static func trimmed(_ text: String) -> String {
    func isVisibleASCII(_ scalar: Unicode.Scalar?) -> Bool {
      guard let scalar else { return false }
      return scalar.value > 0x20 && scalar.value < 0x7F
    }
    let scalars = text.unicodeScalars
    if scalars.isEmpty { return text }
    if isVisibleASCII(scalars.first), isVisibleASCII(scalars.last) { return text }
    return text.trimmingCharacters(in: .whitespaces)
  }

  /// `text` without case or diacritics, as UTF-8. ASCII text, the usual search, is folded
  /// byte by byte to the same result.
  public static func folded(_ text: String) -> [UInt8] {
    var bytes = Array(text.utf8)
    guard bytes.allSatisfy({ $0 < 0x80 }) else {
      return Array(
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).utf8)
    }
    for index in bytes.indices where (0x41...0x5A).contains(bytes[index]) {
      bytes[index] |= 0x20
    }
    return bytes
  }
}
