/// The identity a screen gets when it is pushed or presented. Two pushes of the same
/// destination are two routes, as two `NavigationStack` path elements with their own ids.
public struct RouteID: Hashable, Sendable, CustomStringConvertible {
  /// The number the router gave the route; later routes have larger numbers.
  public let rawValue: UInt64

  /// Creates an identity from its number.
  public init(_ rawValue: UInt64) { self.rawValue = rawValue }

  /// `#` followed by the number, as traces print it.
  public var description: String { "#\(rawValue)" }
}

/// A destination on screen together with its identity.
public struct Routed<Destination: Hashable & Sendable>: Hashable, Sendable, Identifiable {
  /// Who this screen is, for as long as it is shown.
  public let id: RouteID
  /// What the screen shows.
  public let destination: Destination

  /// Pairs `destination` with `id`.
  public init(id: RouteID, destination: Destination) {
    self.id = id
    self.destination = destination
  }
}

extension Routed: CustomStringConvertible {
  /// The destination followed by its identity, such as `recipeDetail(tiramisu)#4`.
  public var description: String { "\(destination)\(id)" }
}
