import Foundation

extension DeepLink {
  /// Parses `text` as a `cookbook://` link. Works on UTF-8 bytes, so every separator means
  /// exactly one byte and nothing is hidden inside a grapheme cluster.
  ///
  /// The path's dot segments are removed as RFC 3986 §5.2.4 does (`recipes/x/../tiramisu` is
  /// `recipes/tiramisu`, and `..` never climbs above the destination), after percent-encoded
  /// dots are decoded as §6.2.2.2's normalisation has it, so `%2E` and `%2E%2E` are `.` and
  /// `..` too: the same link either way. A port, even an empty one, is refused.
  /// - Throws: a ``DeepLinkError`` naming the first problem found.
  public init(parsing text: String) throws(DeepLinkError) {
    guard !text.isEmpty else { throw .empty }
    let bytes = Array(text.utf8)
    guard bytes.count <= Self.maximumLength else { throw .tooLong(bytes: bytes.count) }
    guard !Self.containsControlCharacter(text) else { throw .controlCharacters }
    guard
      let schemeEnd = bytes.indices.first(where: { bytes[$0...].starts(with: Self.schemeSeparator) }
      )
    else { throw .missingScheme }
    let scheme = String(decoding: bytes[..<schemeEnd], as: UTF8.self)
    guard scheme.lowercased() == Self.scheme else { throw .unsupportedScheme(scheme) }
    let rest = bytes[(schemeEnd + Self.schemeSeparator.count)...]
    guard !rest.contains(UInt8(ascii: "#")) else { throw .fragmentNotSupported }

    let queryStart = rest.firstIndex(of: UInt8(ascii: "?")) ?? rest.endIndex
    var segments = rest[..<queryStart].split(
      separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
    if segments.count > 1, segments.last?.isEmpty == true { segments.removeLast() }
    guard let authority = segments.first, !authority.isEmpty else { throw .missingDestination }
    guard !segments.contains(where: \.isEmpty) else { throw .emptyPathSegment }
    let host = try Self.host(of: authority)

    self.init(
      destination: try PercentEncoding.decode(host).lowercased(),
      path: try Self.removingDotSegments(segments.dropFirst()).map {
        segment throws(DeepLinkError) in try PercentEncoding.decode(segment)
      },
      query: try Self.parseQuery(rest[queryStart...].dropFirst())
    )
  }

  /// The host of `authority`; a port after a colon is refused, an empty one too.
  private static func host(of authority: ArraySlice<UInt8>) throws(DeepLinkError)
    -> ArraySlice<UInt8>
  {
    guard let colon = authority.firstIndex(of: UInt8(ascii: ":")) else { return authority }
    throw .portNotSupported(
      destination: String(decoding: authority[..<colon], as: UTF8.self),
      port: String(decoding: authority[(colon + 1)...], as: UTF8.self))
  }

  /// RFC 3986 §5.2.4 on the segments after the destination: `.` goes, `..` takes the segment
  /// before it away (none above the destination), with `%2E` taken as `.` (§6.2.2.2).
  private static func removingDotSegments(
    _ segments: ArraySlice<ArraySlice<UInt8>>
  ) -> [ArraySlice<UInt8>] {
    var kept: [ArraySlice<UInt8>] = []
    for segment in segments {
      switch String(decoding: segment, as: UTF8.self).removingPercentEncoding {
      case ".": continue
      case "..": _ = kept.popLast()
      default: kept.append(segment)
      }
    }
    return kept
  }

  private static let schemeSeparator = Array("://".utf8)

  private static func parseQuery(_ text: ArraySlice<UInt8>) throws(DeepLinkError) -> [QueryItem] {
    guard !text.isEmpty else { return [] }
    var items: [QueryItem] = []
    for pair in text.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: false) {
      let parts = pair.split(
        separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
      guard let name = parts.first, !name.isEmpty else {
        throw .malformedQuery(String(decoding: text, as: UTF8.self))
      }
      let value = parts.count > 1 ? parts[1] : []
      items.append(
        QueryItem(
          name: try PercentEncoding.decode(name, plusIsSpace: true),
          value: try PercentEncoding.decode(value, plusIsSpace: true)))
    }
    return items
  }

  /// Whether `text` holds a C0 or C1 control character, DEL, or a bidirectional control.
  static func containsControlCharacter(_ text: String) -> Bool {
    text.unicodeScalars.contains {
      switch $0.value {
      case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069:
        true
      default: false
      }
    }
  }
}
