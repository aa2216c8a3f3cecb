/// The bookkeeping every coordinator shares: children and their release, the routes it owns,
/// and how a flow ends.
///
/// A child talks to its parent in two typed ways: ``report(_:)`` sends a mid-flow `Event`
/// (the flow goes on), and the flow's end hands over its `Result`. A flow ends in one of two
/// ways, and only these:
/// - ``finish(with:)``: the flow is done with a result. Its children end, its own screens
///   leave the router, and then the parent, having released it, receives the result.
/// - ``end()``: the flow stops without a result, because its last screen left the router
///   (the user's back, a shorter path, a new root) or because the flow around it ended.
@MainActor
open class FlowCoordinator<Result, Event>: RouteOwner {
  /// The child coordinators started and not yet finished, in start order.
  public private(set) var children: [any CoordinatorNode] = []
  /// The coordinator that started this one, held weakly.
  public private(set) weak var parent: (any CoordinatorNode)?
  /// Receives start and finish events of this coordinator and of every child it starts.
  public var trace: CoordinatorTrace?
  /// Whether the flow has finished or ended.
  public private(set) var isFinished = false
  /// The routes this coordinator pushed or presented and the router still shows.
  public private(set) var routes: [RouteID] = []

  private var resultHandler: (@MainActor (Result) async -> Void)?
  private var eventHandler: (@MainActor (Event) -> Void)?
  private var endHandler: (@MainActor () -> Void)?
  private weak var router: (any RouteRemoving)?

  /// Creates a coordinator that has not started.
  public init() {}

  /// A short name for traces: the type's name.
  open var name: String { String(describing: type(of: self)) }

  /// The screens this coordinator owns right now; none unless a subclass says.
  open var screens: [String] { [] }

  /// Tells the trace that `cause` reported `event` and what this coordinator decided.
  public func decide(
    _ event: some CustomStringConvertible, cause: TraceCause,
    _ decision: some CustomStringConvertible
  ) {
    trace?(
      .decided(
        event: event.description, cause: cause, by: name, decision: decision.description,
        depth: depth))
  }

  /// How deep this coordinator sits in the tree; the root is 0.
  public var depth: Int {
    var depth = 0
    var node = parent
    while let current = node {
      depth += 1
      node = current.parent
    }
    return depth
  }

  /// Adopts `child`, starts it, passes each event it reports to `onEvent`, and calls
  /// `onFinish` with its result if it finishes with one; a child that ends without a result
  /// is released and `onFinish` is not called.
  public func startChild<ChildResult, ChildEvent, Child: FlowCoordinator<ChildResult, ChildEvent>>(
    _ child: Child, onEvent: @escaping @MainActor (ChildEvent) -> Void = { _ in },
    onFinish: @escaping @MainActor (ChildResult) async -> Void = { _ in }
  ) where Child: Coordinator {
    adopt(child, start: child.start, onEvent: onEvent, onFinish: onFinish, onEnd: {})
  }

  /// Adopts and starts `child`, and suspends until it finishes; returns `nil` when it ended
  /// without a result, or when the waiting task is cancelled, which ends the child.
  public func run<
    ChildResult: Sendable, ChildEvent, Child: FlowCoordinator<ChildResult, ChildEvent>
  >(
    _ child: Child, onEvent: @escaping @MainActor (ChildEvent) -> Void = { _ in }
  ) async -> ChildResult? where Child: Coordinator {
    guard !Task.isCancelled else { return nil }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        adopt(
          child, start: child.start, onEvent: onEvent,
          onFinish: { continuation.resume(returning: $0) },
          onEnd: { continuation.resume(returning: nil) })
      }
    } onCancel: {
      Task { @MainActor in child.end() }
    }
  }

  /// Finishes the flow with `result`: ends its children, removes its own screens, then hands
  /// the result to the parent, which has released this coordinator. Only the first
  /// `finish(with:)` or ``end()`` has an effect.
  public func finish(with result: Result) async {
    guard close() else { return }
    trace?(.finished(name: name, result: String(describing: result), depth: depth))
    let handler = resultHandler
    clearHandlers()
    await handler?(result)
  }

  /// Ends the flow without a result: ends its children, removes its own screens, and lets
  /// the parent release it.
  public func end() {
    guard close() else { return }
    trace?(.ended(name: name, depth: depth))
    let handler = endHandler
    clearHandlers()
    handler?()
  }

  /// Tells the parent that something happened mid-flow; the flow goes on.
  public func report(_ event: Event) {
    guard !isFinished else { return }
    eventHandler?(event)
  }

  /// Called after a child finished or ended and this coordinator let go of it, so a subclass
  /// can drop it from the typed place where it keeps it.
  open func childReleased(_ child: any CoordinatorNode) {}

  /// Records a route the router shows on this coordinator's behalf.
  public func routeAdded(_ id: RouteID, by router: any RouteRemoving) {
    routes.append(id)
    self.router = router
  }

  /// Forgets a route that left the router; the flow ends when its last route has left.
  public func routeRemoved(_ id: RouteID) {
    guard let index = routes.lastIndex(of: id) else { return }
    routes.remove(at: index)
    if routes.isEmpty { end() }
  }

  private func close() -> Bool {
    guard !isFinished else { return false }
    isFinished = true
    for child in children.reversed() { child.end() }
    for id in routes.reversed() { router?.remove(id) }
    return true
  }

  private func adopt<ChildResult, ChildEvent>(
    _ child: FlowCoordinator<ChildResult, ChildEvent>, start: () -> Void,
    onEvent: @escaping @MainActor (ChildEvent) -> Void,
    onFinish: @escaping @MainActor (ChildResult) async -> Void,
    onEnd: @escaping @MainActor () -> Void
  ) {
    let childID = ObjectIdentifier(child)
    child.parent = self
    child.trace = trace
    child.eventHandler = onEvent
    child.resultHandler = { [weak self] result in
      self?.release(childID)
      await onFinish(result)
    }
    child.endHandler = { [weak self] in
      self?.release(childID)
      onEnd()
    }
    children.append(child)
    trace?(.started(name: child.name, depth: child.depth))
    start()
  }

  private func release(_ childID: ObjectIdentifier) {
    guard let index = children.lastIndex(where: { ObjectIdentifier($0) == childID }) else {
      return
    }
    let child = children.remove(at: index)
    trace?(.released(child: child.name, by: name, depth: depth))
    childReleased(child)
  }

  private func clearHandlers() {
    resultHandler = nil
    eventHandler = nil
    endHandler = nil
  }
}
