/// A node of the coordinator tree, as the trace, the tree printer and the consistency
/// checker see it.
@MainActor
public protocol CoordinatorNode: AnyObject {
  /// A short name for traces, such as `HomeCoordinator`.
  var name: String { get }
  /// The child coordinators this one has started and not yet seen finish, in start order.
  var children: [any CoordinatorNode] { get }
  /// The coordinator that started this one, if it is still alive.
  var parent: (any CoordinatorNode)? { get }
  /// The screens this coordinator owns right now, as they read in the coordinator tree.
  var screens: [String] { get }
  /// The routes this coordinator pushed or presented and its containers still show.
  var routes: [RouteID] { get }
  /// The stack or slot this coordinator's screens belong on; `nil` means its parent's.
  var stackName: String? { get }
  /// Whether the flow has finished or ended.
  var isFinished: Bool { get }
  /// Ends the flow without a result, ending its children first; its parent releases it.
  func end()
}

/// A flow a parent can start: ``FlowCoordinator/startChild(_:onEvent:onFinish:)`` and
/// ``FlowCoordinator/run(_:onEvent:)`` take only coordinators that say how they begin.
@MainActor
public protocol Coordinator: CoordinatorNode {
  /// Begins the flow by showing its first screen; its parent calls it once, on adoption.
  func start()
}
