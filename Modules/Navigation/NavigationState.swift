/// Where the user is: a root screen, screens pushed over it, and at most one presented screen.
///
/// The three stored properties are the three kinds of transition: changing the whole context
/// replaces `root`, continuing the journey appends to `stack`, interrupting it fills `presented`.
public struct NavigationState<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The screen at the bottom; replacing it starts a new context.
  public var root: Route
  /// Screens pushed over the root, bottom first.
  public var stack: [Route]
  /// The sheet or alert presented over the top screen, if any.
  public var presented: Route?

  /// Creates a state with the given root, stack and presented screen.
  public init(root: Route, stack: [Route] = [], presented: Route? = nil) {
    self.root = root
    self.stack = stack
    self.presented = presented
  }

  /// The screen the user sees: the presented one, else the top of the stack, else the root.
  public var top: Route { presented ?? stack.last ?? root }
}
