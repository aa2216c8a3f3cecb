/// Checks that the coordinator tree and the router agree (invariant 2): every route shown,
/// hidden tabs' included, has exactly one live owner in the tree that knows it owns it and
/// belongs on the stack that shows it, and every live coordinator's routes are shown.
public enum ConsistencyCheck {
  /// One way the tree and the routes disagree.
  public enum Violation: Hashable, Sendable, CustomStringConvertible {
    /// The route is shown twice.
    case shownTwice(route: String)
    /// The route is shown, but its owner has been released.
    case ownerReleased(route: String)
    /// The route's owner is alive but not in the tree.
    case ownerOutsideTheTree(route: String, owner: String)
    /// The route's owner does not list it among its routes.
    case ownerDoesNotKnow(route: String, owner: String)
    /// A coordinator believes it owns a route no container shows.
    case ownsARouteNotShown(owner: String, route: RouteID)
    /// The route is on one stack, but its owner's screens belong on another.
    case onAnotherStack(route: String, stack: String, owner: String, ownersStack: String)
    /// A coordinator has ended but is still in the tree.
    case endedInTheTree(String)
    /// A child names another parent than the coordinator that holds it.
    case namesAnotherParent(child: String, parent: String)

    /// The violation as a sentence.
    public var description: String {
      switch self {
      case .shownTwice(let route): "\(route) is shown twice."
      case .ownerReleased(let route): "\(route) is shown but its owner has been released."
      case .ownerOutsideTheTree(let route, let owner):
        "\(route) is owned by \(owner), which is not in the tree."
      case .ownerDoesNotKnow(let route, let owner):
        "\(route) is owned by \(owner), which does not know it."
      case .ownsARouteNotShown(let owner, let route):
        "\(owner) believes it owns \(route), which is not shown."
      case .onAnotherStack(let route, let stack, let owner, let ownersStack):
        "\(route) is on the \(stack) stack, but its owner \(owner) belongs on \(ownersStack)."
      case .endedInTheTree(let name): "\(name) has ended but is still in the tree."
      case .namesAnotherParent(let child, let parent):
        "\(child) is a child of \(parent) but names another parent."
      }
    }
  }

  /// The ways the tree under `root` and `routes` disagree; empty when they agree.
  @MainActor
  public static func violations(routes: [RouteRecord], tree root: any CoordinatorNode)
    -> [Violation]
  {
    var problems: [Violation] = []
    var live: [ObjectIdentifier: (node: any CoordinatorNode, stack: String?)] = [:]
    collect(root, stack: root.stackName, into: &live, problems: &problems)

    var shown: Set<RouteID> = []
    for route in routes {
      let label = "\(route.label)"
      if !shown.insert(route.id).inserted { problems.append(.shownTwice(route: label)) }
      guard let owner = route.owner else {
        problems.append(.ownerReleased(route: label))
        continue
      }
      guard let entry = live[ObjectIdentifier(owner)] else {
        problems.append(.ownerOutsideTheTree(route: label, owner: owner.name))
        continue
      }
      if !owner.routes.contains(route.id) {
        problems.append(.ownerDoesNotKnow(route: label, owner: owner.name))
      }
      if entry.stack != route.container {
        problems.append(
          .onAnotherStack(
            route: label, stack: route.container, owner: owner.name,
            ownersStack: entry.stack ?? "no stack"))
      }
    }
    for (node, _) in live.values {
      for id in node.routes where !shown.contains(id) {
        problems.append(.ownsARouteNotShown(owner: node.name, route: id))
      }
    }
    return problems.sorted { $0.description < $1.description }
  }

  @MainActor
  private static func collect(
    _ node: any CoordinatorNode, stack: String?,
    into live: inout [ObjectIdentifier: (node: any CoordinatorNode, stack: String?)],
    problems: inout [Violation]
  ) {
    if node.isFinished { problems.append(.endedInTheTree(node.name)) }
    live[ObjectIdentifier(node)] = (node, stack)
    for child in node.children {
      if child.parent !== node {
        problems.append(.namesAnotherParent(child: child.name, parent: node.name))
      }
      collect(child, stack: child.stackName ?? stack, into: &live, problems: &problems)
    }
  }
}
