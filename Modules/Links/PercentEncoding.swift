import Foundation

/// Strict percent-encoding for link parts: only unreserved characters and `@` (which a path
/// segment may hold as it is, and which marks an author) stay as they are. Encoding works on
/// bytes, since every screen's canonical link is printed after each command (line mode's
/// figure, Docs/Performance.md); decoding, done once per link followed, is Foundation's.
enum PercentEncoding {
  /// Appends the encoded UTF-8 of `text` to `output`.
  static func encode(_ text: String, into output: inout [UInt8]) {
    for byte in text.utf8 {
      if isUnreserved(byte) {
        output.append(byte)
      } else {
        output += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
      }
    }
  }

  /// The text `text` encodes, `+` read as a space where `plusIsSpace` (in a query).
  /// - Throws: ``DeepLinkError`` when a `%` is not followed by two hex digits, the bytes are
  ///   not UTF-8, or the text holds a control character.
  static func decode(
    _ text: ArraySlice<UInt8>, plusIsSpace: Bool = false
  ) throws(DeepLinkError) -> String {
    let raw = String(decoding: text, as: UTF8.self)
    let spaced = plusIsSpace ? raw.replacingOccurrences(of: "+", with: " ") : raw
    guard let decoded = spaced.removingPercentEncoding else { throw .badPercentEncoding(raw) }
    guard !DeepLink.containsControlCharacter(decoded) else { throw .controlCharacters }
    return decoded
  }

  private static let hexDigits = Array("0123456789ABCDEF".utf8)

  private static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "@"):
      true
    default:
      false
    }
  }
}
