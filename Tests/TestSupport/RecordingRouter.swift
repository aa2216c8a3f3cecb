import Navigation

/// A real ``StackRouter`` that also keeps every call made on it, so a test can assert both
/// the resulting state and the exact sequence of calls.
@MainActor
public final class RecordingRouter<Map: DestinationMap>: Router {
  /// Every call made so far, oldest first.
  public private(set) var calls: [RouterCall<Map>] = []
  private let router: StackRouter<Map>

  /// Creates a router showing `root`, with no calls recorded.
  public init(root: Map.Root) {
    router = StackRouter(root: root)
    router.didPerform = { [unowned self] call, _ in calls.append(call) }
  }

  /// The current navigation state.
  public var state: NavigationState<Map> { router.state }

  /// Forgets the calls recorded so far, so the next assertion covers one step only.
  public func clearCalls() { calls.removeAll() }

  /// Pushes a screen and records the call.
  public func push(_ element: Map.Element, onRemove: RouteRemoval?) {
    router.push(element, onRemove: onRemove)
  }
  /// Pops and records the call.
  public func pop() { router.pop() }
  /// Pops to the root and records the call.
  public func popToRoot() { router.popToRoot() }
  /// Presents a sheet or alert and records the call.
  public func present(_ presentation: Map.Presentation, onRemove: RouteRemoval?) {
    router.present(presentation, onRemove: onRemove)
  }
  /// Dismisses and records the call.
  public func dismiss() { router.dismiss() }
  /// Replaces the root and records the call.
  public func setRoot(_ root: Map.Root) { router.setRoot(root) }
  /// Selects a tab and records the call.
  public func selectTab(_ tab: Map.Tab) { router.selectTab(tab) }
}
