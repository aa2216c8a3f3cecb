extension DeepLink {
  /// Parses `text` as a `cookbook://` link.
  /// - Throws: a ``DeepLinkError`` naming the first problem found.
  public init(parsing text: String) throws(DeepLinkError) {
    guard !text.isEmpty else { throw .empty }
    guard text.utf8.count <= Self.maximumLength else { throw .tooLong(bytes: text.utf8.count) }
    guard !text.unicodeScalars.contains(where: Self.isControl) else { throw .controlCharacters }
    guard let schemeEnd = text.firstRange(of: "://") else { throw .missingScheme }
    let scheme = text[..<schemeEnd.lowerBound]
    guard scheme.lowercased() == Self.scheme else { throw .unsupportedScheme(String(scheme)) }
    let rest = text[schemeEnd.upperBound...]
    guard !rest.contains("#") else { throw .fragmentNotSupported }

    let pathPart = rest.prefix { $0 != "?" }
    var segments = pathPart.split(separator: "/", omittingEmptySubsequences: false)
    if segments.count > 1, segments.last?.isEmpty == true { segments.removeLast() }
    guard let host = segments.first, !host.isEmpty else { throw .missingDestination }
    guard !segments.contains(where: { $0.isEmpty }) else { throw .emptyPathSegment }

    self.init(
      destination: try PercentEncoding.decode(host).lowercased(),
      path: try segments.dropFirst().map { segment throws(DeepLinkError) in
        try PercentEncoding.decode(segment)
      },
      query: try Self.parseQuery(rest.dropFirst(pathPart.count + 1))
    )
  }

  private static func parseQuery(_ text: Substring) throws(DeepLinkError) -> [QueryItem] {
    guard !text.isEmpty else { return [] }
    var items: [QueryItem] = []
    for pair in text.split(separator: "&", omittingEmptySubsequences: false) {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard let name = parts.first, !name.isEmpty else { throw .malformedQuery(String(text)) }
      let value = parts.count > 1 ? parts[1] : ""
      items.append(
        QueryItem(
          name: try PercentEncoding.decode(name, plusIsSpace: true),
          value: try PercentEncoding.decode(value, plusIsSpace: true)))
    }
    return items
  }

  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}
