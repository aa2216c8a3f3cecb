/// A node of the coordinator tree, as the trace and the tree printer see it.
@MainActor
public protocol CoordinatorNode: AnyObject {
  /// A short name for traces, such as `HomeCoordinator`.
  var name: String { get }
  /// The child coordinators started and not yet finished, in start order.
  var children: [any CoordinatorNode] { get }
  /// The coordinator that started this one, while it is alive.
  var parent: (any CoordinatorNode)? { get }
  /// Whether the flow has finished or ended.
  var isFinished: Bool { get }
  /// Whether work this flow or a child owns is running.
  var isBusy: Bool { get }
  /// Waits until no work of this flow or its children runs, work started meanwhile included.
  func idle() async
  /// Ends the flow without a result, its children first; its parent releases it.
  func end()
}

/// A flow a parent can start: ``FlowCoordinator/startChild(_:onEvent:onFinish:)`` takes only
/// coordinators that say how they begin.
@MainActor
public protocol Coordinator: CoordinatorNode {
  /// Begins the flow by showing its first screen; its parent calls it once, on adoption.
  func start()
}

/// Who or what caused a coordinator's decision.
public enum TraceCause: Hashable, Sendable, CustomStringConvertible {
  /// A view model, named by its type, reported an event through its navigation protocol.
  case viewModel(String)
  /// A child coordinator, named as it traces, handed up a result or an event.
  case child(String)
  /// The user acted on the host directly, as with a tab switch or a back gesture.
  case user
  /// A `cookbook://` link, given as its canonical URL.
  case link(String)
  /// The session ran out.
  case expiry
  /// The app is bringing back where the user was at the last launch.
  case restore

  /// A view model of type `type` reported the event.
  public static func viewModel(_ type: AnyObject.Type) -> Self { .viewModel("\(type)") }

  /// The cause as it reads in a trace, such as `a link (cookbook://recipes)`.
  public var description: String {
    switch self {
    case .viewModel(let name), .child(let name): name
    case .user: "the user"
    case .link(let url): "a link (\(url))"
    case .expiry: "the clock"
    case .restore: "the saved location"
    }
  }
}

/// A lifecycle or decision event of a coordinator, for tracing; `depth` is its depth in the
/// tree, the root's 0.
public enum CoordinatorEvent: Hashable, Sendable {
  /// A coordinator started.
  case started(name: String, depth: Int)
  /// `cause` brought `event` to the coordinator `by`, which decided on `decision`.
  case decided(event: String, cause: TraceCause, by: String, decision: String, depth: Int)
  /// The coordinator `by` reported `event` to its parent; its flow goes on.
  case reported(event: String, by: String, depth: Int)
  /// A coordinator finished with a result, described as text: `done` for a flow without one.
  case finished(name: String, result: String, depth: Int)
  /// A coordinator ended without a result: its screen left, or the flow around it ended.
  case ended(name: String, depth: Int)
  /// A parent let go of a child that finished or ended; nothing else holds it.
  case released(child: String, by: String, depth: Int)
}

/// Receives coordinator events.
public typealias CoordinatorTrace = @MainActor (CoordinatorEvent) -> Void
