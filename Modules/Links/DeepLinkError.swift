/// Why a text is not a link the app can follow; each case names the problem for the user.
public enum DeepLinkError: Error, Hashable, Sendable {
  /// The text is empty.
  case empty
  /// The link, or the canonical link of its state, exceeds the length limit.
  case tooLong(bytes: Int)
  /// The canonical link of a signed-in state leaves no room for what an expiry adds to it, so
  /// it could not be opened again; `limit` is the most such a link may be.
  case noRoomForExpiry(bytes: Int, limit: Int)
  /// The link contains a control character, raw or percent-encoded.
  case controlCharacters
  /// There is no `scheme://`.
  case missingScheme
  /// The scheme is not `cookbook`.
  case unsupportedScheme(String)
  /// Nothing follows `cookbook://`.
  case missingDestination
  /// The destination (the host) names no part of the app.
  case unknownDestination(String)
  /// The path names no page of the destination.
  case unknownPath(String)
  /// The path has an empty segment (`//`).
  case emptyPathSegment
  /// A `%` is not followed by two hex digits, or the bytes are not UTF-8.
  case badPercentEncoding(String)
  /// The link has a `#` fragment.
  case fragmentNotSupported
  /// A query item has no name.
  case malformedQuery(String)
  /// The destination takes no query parameter of that name.
  case unknownQueryParameter(String)
  /// A query parameter appears twice.
  case duplicateQueryParameter(String)
  /// The destination takes no query at all.
  case unexpectedQuery(destination: String)
  /// A query parameter has a value it cannot take.
  case unknownQueryValue(name: String, value: String)
  /// A sheet or alert is asked for with no screen under it.
  case nothingToPresentOver
  /// A sheet and an alert are asked for at once.
  case twoPresentations
  /// A query value is longer than the app accepts where the same text is typed.
  case valueTooLong(name: String, limit: Int)
  /// The path names more screens than a stack holds.
  case tooManyScreens(count: Int, limit: Int)
  /// The sheet or alert does not open over the screen the path ends on.
  case presentationNotHere(String)
  /// A global modal is asked for where the app has no tabs to keep under it.
  case modalNeedsSession
  /// The link lacks a query parameter its other parameters need.
  case missingQueryParameter(String)
  /// A query parameter that names something is empty, as `item=` is.
  case emptyQueryValue(String)
  /// The destination is followed by a colon and a port, perhaps an empty one; links take none.
  case portNotSupported(destination: String, port: String)
}

extension DeepLinkError: CustomStringConvertible {
  /// A sentence that names the problem, suitable to show to the user.
  public var description: String {
    switch self {
    case .empty: "The link is empty."
    case .noRoomForExpiry(let bytes, let limit):
      "The link is \(bytes) bytes long; a link to a signed-in screen may be at most \(limit) "
        + "bytes, which leaves room for the sign-in an expiry adds."
    case .tooLong(let bytes):
      "The link is \(bytes) bytes long; links may be at most \(DeepLink.maximumLength) bytes."
    case .controlCharacters: "The link contains control characters."
    case .missingScheme: "A link starts with cookbook:// (two slashes), as in cookbook://recipes."
    case .unsupportedScheme(let scheme):
      "Links with the scheme '\(scheme)' are not supported; links start with cookbook://."
    case .missingDestination: "The link names no destination after cookbook://."
    case .unknownDestination(let host): "There is no destination called '\(host)'."
    case .unknownPath(let path): "There is no page at '\(path)'."
    case .emptyPathSegment: "The link has an empty path segment ('//')."
    case .badPercentEncoding(let text): "The link has a bad percent-encoding in '\(text)'."
    case .fragmentNotSupported: "Links may not contain a '#' fragment."
    case .malformedQuery(let text): "The link's query '\(text)' is malformed."
    case .unknownQueryParameter(let name): "The link has an unknown query parameter '\(name)'."
    case .duplicateQueryParameter(let name): "The query parameter '\(name)' appears twice."
    case .unexpectedQuery(let destination): "Links to '\(destination)' take no query."
    case .unknownQueryValue(let name, let value):
      "The query parameter '\(name)' cannot be '\(value)'."
    case .nothingToPresentOver: "A sheet or alert opens over a recipe; the link names none."
    case .twoPresentations: "A link can open a sheet or an alert, not both."
    case .valueTooLong(let name, let limit):
      "The query parameter '\(name)' may be at most \(limit) characters long."
    case .tooManyScreens(let count, let limit):
      "The link names \(count) screens; a stack holds at most \(limit)."
    case .presentationNotHere(let page):
      "That sheet or alert does not open over \(page)."
    case .modalNeedsSession: "A modal= opens over the signed-in app; this link names none."
    case .missingQueryParameter(let name): "The link needs the query parameter '\(name)'."
    case .emptyQueryValue(let name): "The link's query parameter '\(name)' is empty."
    case .portNotSupported(let destination, let port):
      Self.portMessage(destination: destination, port: port)
    }
  }

  private static func portMessage(destination: String, port: String) -> String {
    guard port.isEmpty else {
      return "Links take no port: remove ':\(port)' after '\(destination)'."
    }
    return "The link has a ':' after '\(destination)' but no port; links take no port, as in "
      + "cookbook://\(destination)."
  }
}
