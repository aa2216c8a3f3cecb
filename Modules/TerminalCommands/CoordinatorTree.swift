import Coordinators
import Navigation

/// Draws the live coordinator tree as text, for the `tree` command: each coordinator with the
/// screens it owns on the router's stacks, and its children under it.
@MainActor
enum CoordinatorTree {
  /// The tree under `root`, one coordinator per line.
  static func lines(of root: any CoordinatorNode, router: AppRouter) -> [String] {
    var lines: [String] = []
    append(root, prefix: "", childPrefix: "", router: router, to: &lines)
    return lines
  }

  private static func append(
    _ node: any CoordinatorNode, prefix: String, childPrefix: String, router: AppRouter,
    to lines: inout [String]
  ) {
    let routes = (node as? any RouteOwner).map { router.ledger.routes(ownedBy: $0) } ?? []
    let screens = routes.compactMap { id in
      router.ledger.stacks.lazy.compactMap { $0.label(of: id) }.first
    }
    lines.append(
      prefix + node.name + (screens.isEmpty ? "" : " · " + screens.joined(separator: ", ")))
    for (index, child) in node.children.enumerated() {
      let isLast = index == node.children.count - 1
      append(
        child, prefix: childPrefix + (isLast ? "└─ " : "├─ "),
        childPrefix: childPrefix + (isLast ? "   " : "│  "), router: router, to: &lines)
    }
  }
}
