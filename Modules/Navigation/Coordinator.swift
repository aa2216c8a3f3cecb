/// A node of the coordinator tree, as the trace and the tree printer see it.
@MainActor
public protocol CoordinatorNode: AnyObject {
  /// A short name for traces, such as `HomeCoordinator`.
  var name: String { get }
  /// The child coordinators this one has started and not yet seen finish.
  var children: [any CoordinatorNode] { get }
  /// The coordinator that started this one, if it is still alive.
  var parent: (any CoordinatorNode)? { get }
  /// The screens this coordinator owns right now, as they read in the coordinator tree.
  var screens: [String] { get }
  /// Ends the flow without a result, ending its children first; its parent releases it.
  func end()
}

/// A flow: `start()` begins it, and it finishes by handing a typed `Result` to its parent.
@MainActor
public protocol Coordinator: CoordinatorNode {
  /// What the flow hands to its parent when it finishes.
  associatedtype Result
  /// Begins the flow by showing its first screen.
  func start()
}
