/// A route type whose navigation states each have one canonical link.
public protocol DeepLinkRoute: Hashable, Sendable {
  /// The state a link describes.
  /// - Throws: a ``DeepLinkError`` when the link names no state of this route type.
  static func navigationState(for link: DeepLink) throws(DeepLinkError) -> NavigationState<Self>
  /// The one canonical link of a state.
  static func deepLink(for state: NavigationState<Self>) -> DeepLink
}

extension NavigationState where Route: DeepLinkRoute {
  /// The canonical `cookbook://` URL of this state.
  public var canonicalURL: String { Route.deepLink(for: self).url }

  /// The state that `url` describes.
  /// - Throws: a ``DeepLinkError`` naming what is wrong with the URL.
  public init(url: String) throws(DeepLinkError) {
    self = try Route.navigationState(for: DeepLink(parsing: url))
  }
}
