/// The coordinator that pushed or presented a route. The router tells it when the route is
/// added and when it leaves, whoever removed it (the owner itself, the user's back, a host
/// writing a shorter path, a new root, or the end of a tab context).
@MainActor
public protocol RouteOwner: CoordinatorNode {
  /// The router shows `id` on this owner's behalf; `router` can remove it again.
  func routeAdded(_ id: RouteID, by router: any RouteRemoving)
  /// The route `id` left the navigation state.
  func routeRemoved(_ id: RouteID)
}

/// Removes a route by identity: a presentation is dismissed; a stack element is popped
/// together with everything above it.
@MainActor
public protocol RouteRemoving: AnyObject {
  /// Removes `id` if it is still shown, in the visible tab or a hidden one.
  func remove(_ id: RouteID)
}

/// One route the router shows, in the visible tab or a hidden one, with its owner as the
/// router holds it (weakly), for the consistency checker.
@MainActor
public struct RouteRecord {
  /// The route's identity.
  public let id: RouteID
  /// The destination as it reads in a trace.
  public let label: String
  /// The owner, or `nil` when it has been released while its route is still shown.
  public let owner: (any RouteOwner)?

  /// Creates a record.
  public init(id: RouteID, label: String, owner: (any RouteOwner)?) {
    self.id = id
    self.label = label
    self.owner = owner
  }
}
