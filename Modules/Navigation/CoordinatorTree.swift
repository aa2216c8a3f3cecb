/// Draws the live coordinator tree as text: each coordinator, the screens it owns, and its
/// children, for the `tree` command.
public enum CoordinatorTree {
  /// The tree under `root`, one coordinator per line.
  @MainActor
  public static func lines(of root: any CoordinatorNode) -> [String] {
    var lines: [String] = []
    append(root, prefix: "", connector: "", childPrefix: "", to: &lines)
    return lines
  }

  @MainActor
  private static func append(
    _ node: any CoordinatorNode, prefix: String, connector: String, childPrefix: String,
    to lines: inout [String]
  ) {
    let screens = node.screens.isEmpty ? "" : " · " + node.screens.joined(separator: ", ")
    lines.append(prefix + connector + node.name + screens)
    let children = node.children
    for (index, child) in children.enumerated() {
      let isLast = index == children.count - 1
      append(
        child, prefix: prefix + childPrefix, connector: isLast ? "└─ " : "├─ ",
        childPrefix: isLast ? "   " : "│  ", to: &lines)
    }
  }
}
