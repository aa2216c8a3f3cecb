/// A destination map whose navigation states each have one canonical link.
public protocol DeepLinkMap: DestinationMap {
  /// The state a link describes.
  /// - Throws: a ``DeepLinkError`` when the link names no state of this map.
  static func navigationState(for link: DeepLink) throws(DeepLinkError) -> NavigationState<Self>
  /// The one canonical link of a state.
  static func deepLink(for state: NavigationState<Self>) -> DeepLink
}

extension NavigationState where Map: DeepLinkMap {
  /// The canonical `cookbook://` URL of this state.
  public var canonicalURL: String { Map.deepLink(for: self).url }

  /// The state that `url` describes; its canonical URL is never longer than the limit, so
  /// what `where` prints can always be opened again.
  /// - Throws: a ``DeepLinkError`` naming what is wrong with the URL.
  public init(url: String) throws(DeepLinkError) {
    let state = try Map.navigationState(for: DeepLink(parsing: url))
    let canonicalLength = state.canonicalURL.utf8.count
    guard canonicalLength <= DeepLink.maximumLength else { throw .tooLong(bytes: canonicalLength) }
    self = state
  }
}
