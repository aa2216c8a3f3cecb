/// The coordinator that pushed or presented a route. The container tells it when the route is
/// added and when it leaves, whoever removed it (the owner itself, the user's back, a host
/// writing a shorter path, a new context, or the end of a tab).
@MainActor
public protocol RouteOwner: CoordinatorNode {
  /// `container` shows `id` on this owner's behalf, and can remove it again.
  func routeAdded(_ id: RouteID, in container: any RouteContainer)
  /// The route `id` left the navigation state.
  func routeRemoved(_ id: RouteID)
  /// Starts `body` as work owned by route `route` (or by the flow, when `nil`), cancelled
  /// when that route leaves or the flow ends; `nil` when the owner may not act now.
  func perform<Value: Sendable>(
    for route: RouteID?, _ body: @escaping @MainActor () async -> Value
  ) -> Task<Value, Never>?
  /// Runs `body` now, in the caller's task, as work owned by route `route` (or the flow);
  /// `nil` when the owner may not act now.
  func run<Value>(owning route: RouteID?, _ body: () async -> Value) async -> Value?
}

/// A stack or slot that holds routes: what an owner and the consistency checker need of it,
/// whatever its destination types.
@MainActor
public protocol RouteContainer: AnyObject {
  /// The container's name, such as `recipes` or `global`.
  var name: String { get }
  /// Every route it shows, bottom first, with its owner.
  var routes: [RouteRecord] { get }
  /// Whether it shows no route.
  var isEmpty: Bool { get }
  /// The owner of `id` if this container shows it and the owner is alive; found without
  /// building ``routes``, which a host asks for on every command.
  func owner(of id: RouteID) -> (any RouteOwner)?
  /// Removes `id` if it is still shown: a presentation is dismissed; a stack element leaves
  /// together with everything above it.
  func remove(_ id: RouteID)
}

/// One route a container shows, with its owner as the container holds it (weakly), for the
/// consistency checker.
@MainActor
public struct RouteRecord {
  /// The route's identity.
  public let id: RouteID
  /// What the route shows.
  public let destination: AnyDestination
  /// The container that shows it.
  public let container: String
  /// The owner, or `nil` when it has been released while its route is still shown.
  public let owner: (any RouteOwner)?

  /// Creates a record.
  public init(
    id: RouteID, destination: AnyDestination, container: String, owner: (any RouteOwner)?
  ) {
    self.id = id
    self.destination = destination
    self.container = container
    self.owner = owner
  }

  /// The route as it reads in a trace, such as `recipeDetail(tiramisu)#4`; made only when a
  /// check has something to say, since describing costs more than recording.
  public var label: String { "\(destination)\(id)" }
}
