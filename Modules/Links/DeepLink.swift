/// A parsed `cookbook://` link: a destination (the URL's host), path segments and query items.
///
/// Parsing is strict and total: every input either becomes a `DeepLink` or a
/// ``DeepLinkError`` that names the problem. ``url`` renders the canonical text.
public struct DeepLink: Hashable, Sendable {
  /// The scheme every link uses.
  public static let scheme = "cookbook"
  /// The longest link accepted, in UTF-8 bytes.
  public static let maximumLength = 8192

  /// The destination, such as `recipes` or `login`.
  public var destination: String
  /// The decoded path segments after the destination.
  public var path: [String]
  /// The decoded query items, in order.
  public var query: [QueryItem]

  /// Creates a link from its parts.
  public init(destination: String, path: [String] = [], query: [QueryItem] = []) {
    self.destination = destination
    self.path = path
    self.query = query
  }

  /// The canonical text of the link, with every part percent-encoded.
  public var url: String {
    var bytes = Array("\(Self.scheme)://".utf8)
    bytes.reserveCapacity(64)
    PercentEncoding.encode(destination, into: &bytes)
    for segment in path {
      bytes.append(UInt8(ascii: "/"))
      PercentEncoding.encode(segment, into: &bytes)
    }
    for (index, item) in query.enumerated() {
      bytes.append(UInt8(ascii: index == 0 ? "?" : "&"))
      PercentEncoding.encode(item.name, into: &bytes)
      bytes.append(UInt8(ascii: "="))
      PercentEncoding.encode(item.value, into: &bytes)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The value of the only query item called `name`.
  /// - Throws: ``DeepLinkError/duplicateQueryParameter(_:)`` when the name appears twice.
  public func queryValue(_ name: String) throws(DeepLinkError) -> String? {
    let values = query.filter { $0.name == name }
    guard values.count <= 1 else { throw .duplicateQueryParameter(name) }
    return values.first?.value
  }
}

/// One `name=value` pair of a link's query.
public struct QueryItem: Hashable, Sendable {
  /// The decoded name.
  public var name: String
  /// The decoded value; empty when the item had no `=`.
  public var value: String

  /// Creates a query item.
  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }
}
