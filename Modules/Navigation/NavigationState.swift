/// Where the user is: a root, the stack pushed over it, and at most one presentation.
///
/// The three stored properties are the three kinds of transition: changing the whole context
/// replaces `root`, continuing the journey appends to `stack`, interrupting it fills
/// `presented`. Each has its own type in the ``DestinationMap``.
public struct NavigationState<Map: DestinationMap>: Hashable, Sendable {
  /// The screen at the bottom; replacing it starts a new context.
  public var root: Map.Root
  /// Screens pushed over the root, bottom first.
  public var stack: [Map.Element]
  /// The sheet or alert presented over the top screen, if any.
  public var presented: Map.Presentation?

  /// Creates a state with the given root, stack and presentation.
  public init(root: Map.Root, stack: [Map.Element] = [], presented: Map.Presentation? = nil) {
    self.root = root
    self.stack = stack
    self.presented = presented
  }

  /// The tab the user is in, or `nil` outside the tab container.
  public var tab: Map.Tab? { Map.tab(of: root) }
}
