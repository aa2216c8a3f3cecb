/// The base class of every coordinator: its children and their release, the work it owns, and
/// how its flow ends.
///
/// A child talks to its parent in two typed ways: ``report(_:)`` sends a mid-flow `Event` (the
/// flow goes on), and the end of the flow hands over its `Result`. A flow ends in one of two
/// ways: ``finish(with:)`` with a result, or ``end()`` without one, which is also what happens
/// by itself when the last screen it owns leaves. Either way its children end first, its work
/// is cancelled, its screens leave, and the parent releases it.
///
/// The work a flow starts (``perform(for:_:)``) is an ordinary task, held here by the route it
/// belongs to, or by the flow: it is cancelled, as any task is, when that route leaves or the
/// flow ends, so a service sees `Task.isCancelled`. A flow that has ended starts nothing, and
/// its stacks refuse it new screens.
@MainActor
open class FlowCoordinator<Result, Event>: RouteOwner, CoordinatorNode {
  /// The child coordinators started and not yet finished, in start order.
  public private(set) var children: [any CoordinatorNode] = []
  /// The coordinator that started this one, held weakly.
  public private(set) weak var parent: (any CoordinatorNode)?
  /// Whether the flow has finished or ended.
  public private(set) var isFinished = false
  /// Receives the events of this coordinator and of every child it starts.
  public var trace: CoordinatorTrace?

  private weak var ledger: RouteLedger?
  private var work: [Int: Work] = [:]
  private var lastWork = 0
  private var eventHandler: (@MainActor (Event) -> Void)?
  private var closeHandler: (@MainActor (Result?) -> Void)?

  /// Creates a coordinator that has not started.
  public init() {}

  /// A short name for traces: the type's name.
  open var name: String { String(describing: type(of: self)) }

  /// Whether the flow ends when the last screen it owns leaves, as a modal's flow does; a flow
  /// that owns a root, and pushes or presents over it, does not.
  open var endsWithItsScreens: Bool { false }

  /// How deep this coordinator sits in the tree; the root is 0.
  public var depth: Int {
    sequence(first: parent, next: { $0?.parent }).prefix { $0 != nil }.count
  }

  /// Tells the trace that `cause` brought `event` and what this coordinator decided.
  public func decide(
    _ event: some Hashable & Sendable, cause: TraceCause, _ decision: some CustomStringConvertible
  ) {
    trace?(
      .decided(
        event: "\(event)", cause: cause, by: name, decision: "\(decision)", depth: depth))
  }

  /// Adopts `child`, starts it, passes each event it reports to `onEvent`, and its result, if
  /// it finishes with one, to `onFinish`.
  /// - Returns: whether the child runs: nothing starts once this flow has ended, and a child
  ///   whose first screen was refused has ended at once.
  @discardableResult
  public func startChild<ChildResult, ChildEvent, Child: FlowCoordinator<ChildResult, ChildEvent>>(
    _ child: Child, onEvent: @escaping @MainActor (ChildEvent) -> Void = { _ in },
    onFinish: @escaping @MainActor (ChildResult) -> Void = { _ in }
  ) -> Bool where Child: Coordinator {
    guard !isFinished, !child.isFinished, child.parent == nil else { return false }
    child.parent = self
    child.trace = trace
    child.eventHandler = onEvent
    child.closeHandler = { [weak self, weak child] result in
      if let self, let child { self.release(child) }
      if let result { onFinish(result) }
    }
    children.append(child)
    trace?(.started(name: child.name, depth: child.depth))
    child.start()
    return !child.isFinished
  }

  /// Starts `body` as work of the route `route` (`nil`: of the flow), cancelled when that route
  /// leaves or the flow ends.
  /// - Returns: the task, or `nil` when the flow has ended or `route` is not one of its screens.
  @discardableResult
  public func perform<Value: Sendable>(
    for route: RouteID? = nil, _ body: @escaping @MainActor () async -> Value
  ) -> Task<Value, Never>? {
    guard !isFinished, route.map({ ledger?.owner(of: $0) === self }) ?? true else { return nil }
    lastWork += 1
    let key = lastWork
    let task = Task { @MainActor [weak self] in
      let value = await body()
      self?.drop(key)
      return value
    }
    work[key] = Work(route: route, cancel: task.cancel, isCancelled: { task.isCancelled })
    return task
  }

  /// Whether work of this flow or of a child is running and not cancelled.
  public var isBusy: Bool { running != nil || children.contains { $0.isBusy } }

  private var running: Int? { work.first { !$0.value.isCancelled() }?.key }

  /// Waits until no work of this flow or its children runs, work started meanwhile included;
  /// cancelled work is not waited for, since it can no longer change what is on screen.
  public func idle() async {
    while isBusy {
      if let running {  // not `Task.value`, which hops off the main actor and back
        await withCheckedContinuation { work[running]?.waiting.append($0) }
      } else if let child = children.first(where: \.isBusy) {
        await child.idle()
      }
    }
  }

  /// Finishes the flow with `result`: its children end, its work is cancelled and its screens
  /// leave; then the parent, having released it, receives the result. Only the first
  /// `finish(with:)` or ``end()`` has an effect.
  public func finish(with result: Result) {
    guard close() else { return }
    trace?(
      .finished(name: name, result: Result.self == Void.self ? "done" : "\(result)", depth: depth))
    closeHandler.take()?(result)
  }

  /// Ends the flow without a result, as ``finish(with:)`` does otherwise.
  public func end() {
    guard close() else { return }
    trace?(.ended(name: name, depth: depth))
    closeHandler.take()?(nil)
  }

  /// Tells the parent that `event` happened mid-flow; nothing is told once the flow has ended.
  public func report(_ event: Event) {
    guard !isFinished, let handler = eventHandler else { return }
    trace?(.reported(event: "\(event)", by: name, depth: depth))
    handler(event)
  }

  /// Remembers the ledger whose stacks show this flow's screens, to remove them when it ends.
  public func routeAdded(_ id: RouteID, in ledger: RouteLedger) {
    self.ledger = ledger
  }

  /// Cancels the work of the route that left; the flow ends when its last screen has left,
  /// if ``endsWithItsScreens``.
  public func routeRemoved(_ id: RouteID) {
    for (key, owned) in work where owned.route == id { drop(key) }
    if endsWithItsScreens, ledger?.routes(ownedBy: self).isEmpty ?? true { end() }
  }

  private func close() -> Bool {
    guard !isFinished else { return false }
    isFinished = true
    eventHandler = nil
    for key in work.keys { drop(key) }
    for child in children.reversed() { child.end() }
    ledger?.removeRoutes(ownedBy: self)
    return true
  }

  /// Forgets the work `key`, cancelled if it still runs, and resumes whoever waits for it.
  private func drop(_ key: Int) {
    guard let dropped = work.removeValue(forKey: key) else { return }
    dropped.cancel()
    for waiter in dropped.waiting { waiter.resume() }
  }

  private func release(_ child: any CoordinatorNode) {
    guard let index = children.firstIndex(where: { $0 === child }) else { return }
    children.remove(at: index)
    trace?(.released(child: child.name, by: name, depth: depth))
  }
}

/// One task a flow started, by the route it is for. Outside the generic class, so that its
/// type is not looked up again at every check of the flow's work.
private struct Work {
  let route: RouteID?
  let cancel: @MainActor () -> Void
  let isCancelled: @MainActor () -> Bool
  /// The callers of `idle()` waiting for it to end or be cancelled.
  var waiting: [CheckedContinuation<Void, Never>] = []
}
