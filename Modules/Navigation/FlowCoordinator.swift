/// The child bookkeeping every coordinator shares: the parent holds its children, a child
/// holds its parent weakly, and finishing hands the result to the parent, which releases it.
///
/// A parent receives a child's result in one of two forms: a closure passed to
/// ``startChild(_:onFinish:)``, or by awaiting ``run(_:)``.
@MainActor
open class FlowCoordinator<Result>: Coordinator {
  /// The child coordinators started and not yet finished.
  public private(set) var children: [any CoordinatorNode] = []
  /// The coordinator that started this one, held weakly.
  public private(set) weak var parent: (any CoordinatorNode)?
  /// Receives start and finish events of this coordinator and of every child it starts.
  public var trace: CoordinatorTrace?
  /// Whether the flow has finished or ended.
  public private(set) var isFinished = false

  private var resultHandler: (@MainActor (Result) -> Void)?
  private var endHandler: (@MainActor () -> Void)?

  /// Creates a coordinator that has not started.
  public init() {}

  /// A short name for traces: the type's name.
  open var name: String { String(describing: type(of: self)) }

  /// The screens this coordinator owns right now; none unless a subclass says.
  open var screens: [String] { [] }

  /// Begins the flow; subclasses show their first screen here.
  open func start() {}

  /// Tells the trace that `source` reported `event` and what this coordinator decided.
  public func decide(_ event: String, from source: String, _ decision: String) {
    trace?(.decided(event: event, from: source, by: name, decision: decision, depth: depth))
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

  /// Adopts `child`, starts it, and calls `onFinish` with its result once it finishes.
  public func startChild<ChildResult>(
    _ child: FlowCoordinator<ChildResult>,
    onFinish: @escaping @MainActor (ChildResult) -> Void
  ) {
    adopt(child, onFinish: onFinish, onEnd: {})
  }

  /// Adopts and starts `child`, and suspends until it finishes; returns `nil` when the child
  /// ended without a result because a flow around it ended.
  public func run<ChildResult: Sendable>(
    _ child: FlowCoordinator<ChildResult>
  ) async -> ChildResult? {
    await withCheckedContinuation { continuation in
      adopt(
        child,
        onFinish: { continuation.resume(returning: $0) },
        onEnd: { continuation.resume(returning: nil) })
    }
  }

  /// Ends the flow: ends its unfinished children, then hands `result` to the parent, which
  /// releases this coordinator. Only the first call has an effect.
  public func finish(with result: Result) {
    guard !isFinished else { return }
    isFinished = true
    endChildren()
    trace?(.finished(name: name, result: String(describing: result), depth: depth))
    let handler = resultHandler
    clearHandlers()
    handler?(result)
  }

  /// Ends the flow without a result, ending its children first; its parent releases it.
  public func end() {
    guard !isFinished else { return }
    isFinished = true
    endChildren()
    trace?(.ended(name: name, depth: depth))
    let handler = endHandler
    clearHandlers()
    handler?()
  }

  private func adopt<ChildResult>(
    _ child: FlowCoordinator<ChildResult>,
    onFinish: @escaping @MainActor (ChildResult) -> Void,
    onEnd: @escaping @MainActor () -> Void
  ) {
    let childID = ObjectIdentifier(child)
    child.parent = self
    child.trace = trace
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
    child.start()
  }

  private func release(_ childID: ObjectIdentifier) {
    guard let index = children.firstIndex(where: { ObjectIdentifier($0) == childID }) else {
      return
    }
    let child = children.remove(at: index)
    trace?(.released(child: child.name, by: name, depth: depth))
  }

  private func endChildren() {
    for child in children.reversed() { child.end() }
  }

  private func clearHandlers() {
    resultHandler = nil
    endHandler = nil
  }
}
