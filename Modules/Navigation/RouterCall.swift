/// One call made on a router's stacks or slots, named by the stack it changed, as traces and
/// tests read it.
public struct RouterCall: Hashable, Sendable {
  /// What the call did.
  public enum Action: Hashable, Sendable {
    /// A screen was pushed.
    case push(AnyDestination)
    /// The top screen was popped.
    case pop
    /// The path was written shorter in one step, keeping `count` screens.
    case setPath(count: Int)
    /// A sheet or alert was presented over the top screen, or a modal filled the slot.
    case present(AnyDestination)
    /// The sheet or alert, or the slot's modal, was dismissed.
    case dismiss
    /// The root now shows `root`, as when the recipe list's search changes.
    case setRoot(AnyDestination)
    /// The stack came on screen, as when a tab is chosen or the context changes; the stacks and
    /// slots named were emptied in the same step.
    case show(emptying: [String])
    /// Nothing changed: adding `destination` was refused for the reason given.
    case refused(AnyDestination, RouteRefusal)
  }

  /// What the call did.
  public let action: Action
  /// The stack or slot it changed, such as `recipes` or `global`.
  public let stack: String

  /// A call of `action` on `stack`.
  public init(_ action: Action, on stack: String) {
    self.action = action
    self.stack = stack
  }

  /// A push of `destination` on `stack`.
  public static func push(_ destination: some Hashable & Sendable, on stack: String) -> Self {
    Self(.push(AnyDestination(destination)), on: stack)
  }

  /// A pop of `stack`'s top screen.
  public static func pop(_ stack: String) -> Self { Self(.pop, on: stack) }

  /// `stack` written shorter, keeping `count` screens.
  public static func setPath(_ stack: String, count: Int) -> Self {
    Self(.setPath(count: count), on: stack)
  }

  /// A presentation of `destination` on `stack`.
  public static func present(_ destination: some Hashable & Sendable, on stack: String) -> Self {
    Self(.present(AnyDestination(destination)), on: stack)
  }

  /// A dismissal on `stack`.
  public static func dismiss(_ stack: String) -> Self { Self(.dismiss, on: stack) }

  /// `stack`'s root now showing `root`.
  public static func setRoot(_ root: some Hashable & Sendable, on stack: String) -> Self {
    Self(.setRoot(AnyDestination(root)), on: stack)
  }

  /// `stack` on screen, the stacks and slots in `emptied` emptied in the same step.
  public static func show(_ stack: String, emptying emptied: [String] = []) -> Self {
    Self(.show(emptying: emptied), on: stack)
  }

  /// A refused push or presentation of `destination` on `stack`.
  public static func refused(
    _ destination: some Hashable & Sendable, on stack: String, _ reason: RouteRefusal
  ) -> Self {
    Self(.refused(AnyDestination(destination), reason), on: stack)
  }
}

/// Why a router refused to add a route: each is a way that work which no longer belongs on
/// screen could otherwise have put something there.
public enum RouteRefusal: String, Hashable, Sendable {
  /// The owner's flow has finished or ended.
  case ownerEnded = "its owner has ended"
  /// The work asking was cancelled, because the route or flow it belonged to has gone.
  case workCancelled = "the work asking was cancelled"
  /// A sheet or alert was asked for over a stack that is not on screen.
  case stackHidden = "its stack is not on screen"
  /// A sheet or alert was asked for over a screen that is no longer on top.
  case notOnTop = "the screen it goes over is not on top"
  /// A screen was pushed while a sheet or alert interrupts the stack: it takes only its own
  /// exits until it closes.
  case interrupted = "a sheet or alert is open over the stack"
}

/// A destination of any stack, compared by its value and printed as its description, so one
/// ``RouterCall`` type serves stacks of different destination types.
public struct AnyDestination: Hashable, Sendable, CustomStringConvertible {
  private let value: any Hashable & Sendable
  private let isEqual: @Sendable (any Hashable & Sendable) -> Bool

  /// Wraps `value`.
  public init<Value: Hashable & Sendable>(_ value: Value) {
    self.value = value
    isEqual = { ($0 as? Value) == value }
  }

  /// Two destinations are equal when they are equal values of one type.
  public static func == (lhs: AnyDestination, rhs: AnyDestination) -> Bool {
    lhs.isEqual(rhs.value)
  }

  /// Hashes the wrapped value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(value)
  }

  /// The wrapped value as it reads in a trace.
  public var description: String { "\(value)" }
}

extension RouterCall: CustomStringConvertible {
  /// The call as it reads in a trace, such as `push(recipeDetail(carbonara)) on recipes`.
  public var description: String {
    switch action {
    case .push(let destination): "push(\(destination)) on \(stack)"
    case .pop: "pop on \(stack)"
    case .setPath(let count): "setPath(\(count) screen\(count == 1 ? "" : "s")) on \(stack)"
    case .present(let destination): "present(\(destination)) on \(stack)"
    case .dismiss: "dismiss on \(stack)"
    case .setRoot(let root): "setRoot(\(root)) on \(stack)"
    case .show(let emptied):
      emptied.isEmpty
        ? "show \(stack)" : "show \(stack), emptying \(emptied.joined(separator: ", "))"
    case .refused(let destination, let reason):
      "refused \(destination) on \(stack): \(reason.rawValue)"
    }
  }
}
