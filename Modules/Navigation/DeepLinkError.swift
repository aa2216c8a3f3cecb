/// Why a text is not a link the app can follow; each case names the problem for the user.
public enum DeepLinkError: Error, Hashable, Sendable {
  case empty
  case tooLong(bytes: Int)
  case controlCharacters
  case missingScheme
  case unsupportedScheme(String)
  case missingDestination
  case unknownDestination(String)
  case unknownPath(String)
  case emptyPathSegment
  case badPercentEncoding(String)
  case fragmentNotSupported
  case malformedQuery(String)
  case unknownQueryParameter(String)
  case duplicateQueryParameter(String)
  case unexpectedQuery(destination: String)
  case unknownQueryValue(name: String, value: String)
  case nothingToPresentOver
  case twoPresentations
}

extension DeepLinkError: CustomStringConvertible {
  /// A sentence that names the problem, suitable to show to the user.
  public var description: String {
    switch self {
    case .empty: "The link is empty."
    case .tooLong(let bytes):
      "The link is \(bytes) bytes long; links may be at most \(DeepLink.maximumLength) bytes."
    case .controlCharacters: "The link contains control characters."
    case .missingScheme: "The link has no scheme; links start with cookbook://."
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
    }
  }
}
