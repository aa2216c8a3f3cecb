/// Strict percent-encoding for link parts: only unreserved characters and `@` (which a path
/// segment may hold as it is, and which marks an author) stay as they are.
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

  static func decode(
    _ text: ArraySlice<UInt8>, plusIsSpace: Bool = false
  ) throws(DeepLinkError) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.count)
    var iterator = text.makeIterator()
    while let byte = iterator.next() {
      switch byte {
      case UInt8(ascii: "%"):
        guard let high = iterator.next().flatMap(hexValue),
          let low = iterator.next().flatMap(hexValue)
        else { throw .badPercentEncoding(String(decoding: text, as: UTF8.self)) }
        bytes.append(high << 4 | low)
      case UInt8(ascii: "+") where plusIsSpace:
        bytes.append(UInt8(ascii: " "))
      default:
        bytes.append(byte)
      }
    }
    guard let decoded = String(validating: bytes, as: UTF8.self) else {
      throw .badPercentEncoding(String(decoding: text, as: UTF8.self))
    }
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

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
