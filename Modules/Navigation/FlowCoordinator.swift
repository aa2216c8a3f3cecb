/// The bookkeeping every coordinator shares: children and their release, the routes it owns,
/// the work it owns, and how a flow ends.
///
/// A child talks to its parent in two typed ways: ``report(_:)`` sends a mid-flow `Event`
/// (the flow goes on), and the flow's end hands over its `Result`, synchronously. A flow ends
/// in one of two ways, and only these:
/// - ``finish(with:)``: the flow is done with a result. Its children end, its own screens
///   leave, its work is cancelled, and then the parent, having released it, receives the
///   result; what the parent then does asynchronously is its own work.
/// - ``end()``: the flow stops without a result, because its last screen left (the user's
///   back, a shorter path, a new context) or because the flow around it ended.
///
/// Work that waits belongs to a route or to the flow (``perform(for:_:)``) and is cancelled
/// when that route leaves or the flow ends. An ended flow, or cancelled work, cannot start a
/// child, report, finish, or add a screen: what arrives from a screen that has gone is ignored
/// here and in the stacks, by construction, not by a re-check after each `await`.
@MainActor
open class FlowCoordinator<Result, Event>: RouteOwner {
  private struct Container {
    weak var container: (any RouteContainer)?
  }

  private struct Owned {
    let route: RouteID?
    let cancel: @MainActor () -> Void
  }

  /// The child coordinators started and not yet finished, in start order.
  public private(set) var children: [any CoordinatorNode] = []
  /// The coordinator that started this one, held weakly.
  public private(set) weak var parent: (any CoordinatorNode)?
  /// Receives start and finish events of this coordinator and of every child it starts.
  public var trace: CoordinatorTrace?
  /// Whether the flow has finished or ended.
  public private(set) var isFinished = false
  /// The routes this coordinator pushed or presented and its containers still show.
  public private(set) var routes: [RouteID] = []
  /// Where the work of this coordinator's tree is counted; a child shares its parent's.
  public private(set) var work = WorkTracker()

  private var resultHandler: (@MainActor (Result) -> Void)?
  private var eventHandler: (@MainActor (Event) -> Void)?
  private var endHandler: (@MainActor () -> Void)?
  private var containers: [RouteID: Container] = [:]
  private var owned: [Int: Owned] = [:]

  /// Creates a coordinator that has not started.
  public init() {}

  /// A short name for traces: the type's name.
  open var name: String { String(describing: type(of: self)) }

  /// The screens this coordinator owns right now; none unless a subclass says.
  open var screens: [String] { [] }

  /// The stack or slot this flow's screens belong on; `nil` means its parent's.
  open var stackName: String? { nil }

  /// Tells the trace that `cause` reported `event` and what this coordinator decided.
  public func decide(
    _ event: some TraceEvent, cause: TraceCause, _ decision: some TraceDecision
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

  /// Whether this flow may act now: it has not ended, and the work asking was not cancelled.
  public var mayAct: Bool { !isFinished && !OwnedWork.isCancelled }

  /// Adopts `child`, starts it, passes each event it reports to `onEvent`, and calls
  /// `onFinish` with its result if it finishes with one; a child that ends without a result
  /// is released and `onFinish` is not called.
  /// - Returns: whether the child runs: nothing starts when this flow may not act, and a child
  ///   whose first screen was refused ends at once.
  @discardableResult
  public func startChild<ChildResult, ChildEvent, Child: FlowCoordinator<ChildResult, ChildEvent>>(
    _ child: Child, onEvent: @escaping @MainActor (ChildEvent) -> Void = { _ in },
    onFinish: @escaping @MainActor (ChildResult) -> Void = { _ in }
  ) -> Bool where Child: Coordinator {
    adopt(child, start: child.start, onEvent: onEvent, onFinish: onFinish, onEnd: {})
  }

  /// Adopts and starts `child`, and suspends until it finishes; returns `nil` when it ended
  /// without a result, when it could not start, or when the waiting task is cancelled, which
  /// ends the child.
  public func run<
    ChildResult: Sendable, ChildEvent, Child: FlowCoordinator<ChildResult, ChildEvent>
  >(
    _ child: Child, onEvent: @escaping @MainActor (ChildEvent) -> Void = { _ in }
  ) async -> ChildResult? where Child: Coordinator {
    guard mayAct else { return nil }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let started = adopt(
          child, start: child.start, onEvent: onEvent,
          onFinish: { continuation.resume(returning: $0) },
          onEnd: { continuation.resume(returning: nil) })
        if !started, !child.isFinished { continuation.resume(returning: nil) }
      }
    } onCancel: {
      Task { @MainActor in child.end() }
    }
  }

  /// Starts `body` as work this flow owns, or route `route` owns when given: it is cancelled
  /// when that route leaves or the flow ends, and once cancelled it can add no screen, start
  /// no flow and reach no parent. The work that itself ends the flow or removes the route, as
  /// a form's save does, is not cancelled by it: it goes on to hand over the result.
  /// - Returns: the task, or `nil` when this flow may not act and nothing started.
  @discardableResult
  public func perform<Value: Sendable>(
    for route: RouteID? = nil, _ body: @escaping @MainActor () async -> Value
  ) -> Task<Value, Never>? {
    guard mayAct, route.map(routes.contains) ?? true else { return nil }
    let tracker = work
    let id = tracker.nextID()
    let task = Task { @MainActor [weak self] in
      defer {
        self?.owned[id] = nil
        tracker.remove(id)
      }
      return await WorkTracker.$current.withValue(id) {
        await WorkToken.$current.withValue(nil) { await body() }
      }
    }
    tracker.add(id, task)
    owned[id] = Owned(route: route, cancel: task.cancel)
    return task
  }

  /// Runs `body` now, in the caller's task, as work owned by route `route` (or by the flow,
  /// when `nil`): if that route leaves or the flow ends before it is done, it counts as
  /// cancelled from then on, as ``perform(for:_:)``'s work does, at the cost of no task.
  /// - Returns: what `body` returned, or `nil` when this flow may not act and nothing ran.
  public func run<Value>(owning route: RouteID?, _ body: () async -> Value) async -> Value? {
    guard mayAct, route.map(routes.contains) ?? true else { return nil }
    let id = work.nextID()
    let token = WorkToken()
    owned[id] = Owned(route: route, cancel: token.cancel)
    defer { owned[id] = nil }
    return await WorkTracker.$current.withValue(id) {
      await WorkToken.$current.withValue(token) { await body() }
    }
  }

  /// Finishes the flow with `result`: ends its children, removes its own screens, cancels its
  /// work, then hands the result to the parent, which has released this coordinator. Only the
  /// first `finish(with:)` or ``end()`` has an effect, and none comes from cancelled work.
  public func finish(with result: Result) {
    guard !OwnedWork.isCancelled, close() else { return }
    let described = Result.self == Void.self ? "done" : String(describing: result)
    trace?(.finished(name: name, result: described, depth: depth))
    let handler = resultHandler
    clearHandlers()
    handler?(result)
  }

  /// Ends the flow without a result: ends its children, removes its own screens, cancels its
  /// work, and lets the parent release it.
  public func end() {
    guard close() else { return }
    trace?(.ended(name: name, depth: depth))
    let handler = endHandler
    clearHandlers()
    handler?()
  }

  /// Tells the parent that something happened mid-flow; the flow goes on. Nothing is told
  /// once the flow has ended or when the work asking was cancelled.
  public func report(_ event: Event) {
    guard mayAct else { return }
    eventHandler?(event)
  }

  /// The running child of type `type`, if there is one, as a test or a parent asks.
  public func child<Child: CoordinatorNode>(_ type: Child.Type) -> Child? {
    children.lazy.compactMap { $0 as? Child }.first
  }

  /// Called after a child finished or ended and this coordinator let go of it, so a subclass
  /// can drop it from the typed place where it keeps it.
  open func childReleased(_ child: any CoordinatorNode) {}

  /// Records a route that `container` shows on this coordinator's behalf.
  public func routeAdded(_ id: RouteID, in container: any RouteContainer) {
    routes.append(id)
    containers[id] = Container(container: container)
  }

  /// Forgets a route that left, cancelling the work it owned; the flow ends when its last
  /// route has left.
  public func routeRemoved(_ id: RouteID) {
    guard let index = routes.lastIndex(of: id) else { return }
    routes.remove(at: index)
    containers[id] = nil
    for (key, work) in owned where work.route == id && key != WorkTracker.current {
      work.cancel()
    }
    if routes.isEmpty { end() }
  }

  private func close() -> Bool {
    guard !isFinished else { return false }
    isFinished = true
    for (key, work) in owned where key != WorkTracker.current { work.cancel() }
    for child in children.reversed() { child.end() }
    for id in routes.reversed() { containers[id]?.container?.remove(id) }
    return true
  }

  private func adopt<ChildResult, ChildEvent>(
    _ child: FlowCoordinator<ChildResult, ChildEvent>, start: () -> Void,
    onEvent: @escaping @MainActor (ChildEvent) -> Void,
    onFinish: @escaping @MainActor (ChildResult) -> Void,
    onEnd: @escaping @MainActor () -> Void
  ) -> Bool {
    guard mayAct, !child.isFinished, child.parent == nil else { return false }
    let childID = ObjectIdentifier(child)
    child.parent = self
    child.trace = trace
    child.work = work
    child.eventHandler = onEvent
    child.resultHandler = { [weak self] result in
      self?.release(childID)
      onFinish(result)
    }
    child.endHandler = { [weak self] in
      self?.release(childID)
      onEnd()
    }
    children.append(child)
    trace?(.started(name: child.name, depth: child.depth))
    start()
    return !child.isFinished
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
