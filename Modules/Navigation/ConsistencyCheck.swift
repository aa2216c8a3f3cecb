/// Checks that the coordinator tree and the router agree (invariant 2): every route shown,
/// hidden tabs' included, has exactly one live owner in the tree that knows it owns it, and
/// every live coordinator's routes are shown.
public enum ConsistencyCheck {
  /// The ways the tree under `root` and `routes` disagree; empty when they agree.
  @MainActor
  public static func violations(routes: [RouteRecord], tree root: any CoordinatorNode) -> [String] {
    var problems: [String] = []
    var live: [ObjectIdentifier: any CoordinatorNode] = [:]
    collect(root, into: &live, problems: &problems)

    var shown: Set<RouteID> = []
    for route in routes {
      let label = "\(route.label)\(route.id)"
      if !shown.insert(route.id).inserted { problems.append("\(label) is shown twice.") }
      guard let owner = route.owner else {
        problems.append("\(label) is shown but its owner has been released.")
        continue
      }
      guard live[ObjectIdentifier(owner)] != nil else {
        problems.append("\(label) is owned by \(owner.name), which is not in the tree.")
        continue
      }
      if !owner.routes.contains(route.id) {
        problems.append("\(label) is owned by \(owner.name), which does not know it.")
      }
    }
    for node in live.values {
      for id in node.routes where !shown.contains(id) {
        problems.append("\(node.name) believes it owns \(id), which is not shown.")
      }
    }
    return problems.sorted()
  }

  @MainActor
  private static func collect(
    _ node: any CoordinatorNode, into live: inout [ObjectIdentifier: any CoordinatorNode],
    problems: inout [String]
  ) {
    if node.isFinished { problems.append("\(node.name) has ended but is still in the tree.") }
    live[ObjectIdentifier(node)] = node
    for child in node.children {
      if child.parent !== node {
        problems.append("\(child.name) is a child of \(node.name) but names another parent.")
      }
      collect(child, into: &live, problems: &problems)
    }
  }
}
