extension DeepLink {
  /// Parses `text` as a `cookbook://` link. Works on UTF-8 bytes, so every separator means
  /// exactly one byte and nothing is hidden inside a grapheme cluster.
  /// - Throws: a ``DeepLinkError`` naming the first problem found.
  public init(parsing text: String) throws(DeepLinkError) {
    guard !text.isEmpty else { throw .empty }
    let bytes = Array(text.utf8)
    guard bytes.count <= Self.maximumLength else { throw .tooLong(bytes: bytes.count) }
    guard !Self.containsControlCharacter(bytes) else { throw .controlCharacters }
    guard let schemeEnd = Self.firstIndex(of: Self.schemeSeparator, in: bytes[...]) else {
      throw .missingScheme
    }
    let scheme = String(decoding: bytes[..<schemeEnd], as: UTF8.self)
    guard scheme.lowercased() == Self.scheme else { throw .unsupportedScheme(scheme) }
    let rest = bytes[(schemeEnd + Self.schemeSeparator.count)...]
    guard !rest.contains(UInt8(ascii: "#")) else { throw .fragmentNotSupported }

    let queryStart = rest.firstIndex(of: UInt8(ascii: "?")) ?? rest.endIndex
    var segments = rest[..<queryStart].split(
      separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
    if segments.count > 1, segments.last?.isEmpty == true { segments.removeLast() }
    guard let host = segments.first, !host.isEmpty else { throw .missingDestination }
    guard !segments.contains(where: \.isEmpty) else { throw .emptyPathSegment }

    self.init(
      destination: try PercentEncoding.decode(host).lowercased(),
      path: try segments.dropFirst().map { segment throws(DeepLinkError) in
        try PercentEncoding.decode(segment)
      },
      query: try Self.parseQuery(rest[queryStart...].dropFirst())
    )
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

  private static func firstIndex(
    of needle: [UInt8], in bytes: ArraySlice<UInt8>
  ) -> Int? {
    guard bytes.count >= needle.count else { return nil }
    return (bytes.startIndex...(bytes.endIndex - needle.count)).first { start in
      bytes[start..<start + needle.count].elementsEqual(needle)
    }
  }

  /// Whether UTF-8 `bytes` hold a C0 or C1 control character or DEL.
  static func containsControlCharacter(_ bytes: some Sequence<UInt8>) -> Bool {
    var previous: UInt8 = 0
    for byte in bytes {
      if byte < 0x20 || byte == 0x7F || (previous == 0xC2 && (0x80...0x9F).contains(byte)) {
        return true
      }
      previous = byte
    }
    return false
  }
}
