import Navigation

/// A real ``StackRouter`` that also keeps every call made on it, so a test can assert both
/// the resulting state and the exact sequence of calls.
@MainActor
public final class RecordingRouter<Route: Hashable & Sendable>: Router {
  /// Every call made so far, oldest first.
  public private(set) var calls: [RouterCall<Route>] = []
  private let router: StackRouter<Route>

  /// Creates a router showing `root`, with no calls recorded.
  public init(root: Route) {
    router = StackRouter(root: root)
    router.didPerform = { [unowned self] call, _ in calls.append(call) }
  }

  /// The current navigation state.
  public var state: NavigationState<Route> { router.state }

  /// Forgets the calls recorded so far, so the next assertion covers one step only.
  public func clearCalls() { calls.removeAll() }

  /// Pushes a screen and records the call.
  public func push(_ route: Route, onRemove: RouteRemoval?) {
    router.push(route, onRemove: onRemove)
  }
  /// Pops and records the call.
  public func pop() { router.pop() }
  /// Pops to the root and records the call.
  public func popToRoot() { router.popToRoot() }
  /// Presents a screen and records the call.
  public func present(_ route: Route, onRemove: RouteRemoval?) {
    router.present(route, onRemove: onRemove)
  }
  /// Dismisses and records the call.
  public func dismiss() { router.dismiss() }
  /// Replaces the root and records the call.
  public func setRoot(_ route: Route) { router.setRoot(route) }
}
