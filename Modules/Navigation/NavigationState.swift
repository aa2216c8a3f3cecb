/// Where the user is: a root, the stack pushed over it, at most one presentation, and the
/// global slot above everything.
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
  /// The modal in the global slot, above the tabs and whatever they present.
  public var modal: Map.Modal?

  /// Creates a state with the given root, stack, presentation and modal.
  public init(
    root: Map.Root, stack: [Map.Element] = [], presented: Map.Presentation? = nil,
    modal: Map.Modal? = nil
  ) {
    self.root = root
    self.stack = stack
    self.presented = presented
    self.modal = modal
  }

  /// The tab the user is in, or `nil` outside the tab container.
  public var tab: Map.Tab? { Map.tab(of: root) }
}
