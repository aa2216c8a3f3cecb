/// The child bookkeeping every coordinator shares: the parent holds its children, a child
/// holds its parent weakly, and finishing hands the result to the parent, which releases it.
@MainActor
open class FlowCoordinator<Result>: Coordinator {
  /// The child coordinators started and not yet finished.
  public private(set) var children: [any CoordinatorNode] = []
  /// The coordinator that started this one, held weakly.
  public private(set) weak var parent: (any CoordinatorNode)?
  /// Receives start and finish events of this coordinator and of every child it starts.
  public var trace: CoordinatorTrace?
  /// Whether ``finish(with:)`` has been called.
  public private(set) var isFinished = false

  private var resultHandler: (@MainActor (Result) -> Void)?

  /// Creates a coordinator that has not started.
  public init() {}

  /// A short name for traces: the type's name.
  open var name: String { String(describing: type(of: self)) }

  /// Begins the flow; subclasses show their first screen here.
  open func start() {}

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
    let childID = ObjectIdentifier(child)
    child.parent = self
    child.trace = trace
    child.resultHandler = { [weak self] result in
      self?.children.removeAll { ObjectIdentifier($0) == childID }
      onFinish(result)
    }
    children.append(child)
    trace?(.started(name: child.name, depth: child.depth))
    child.start()
  }

  /// Ends the flow: hands `result` to the parent, which releases this coordinator.
  public func finish(with result: Result) {
    guard !isFinished else { return }
    isFinished = true
    trace?(.finished(name: name, result: String(describing: result), depth: depth))
    let handler = resultHandler
    resultHandler = nil
    handler?(result)
  }
}
