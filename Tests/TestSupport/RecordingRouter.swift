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
  /// The visible stack with identities.
  public var path: [Routed<Map.Element>] { router.path }
  /// The presentation with its identity.
  public var presentation: Routed<Map.Presentation>? { router.presentation }
  /// The modal in the global slot with its identity.
  public var modal: Routed<Map.Modal>? { router.modal }
  /// Every route with its owner.
  public var routes: [RouteRecord] { router.routes }

  /// Forgets the calls recorded so far, so the next assertion covers one step only.
  public func clearCalls() { calls.removeAll() }

  /// Pushes a screen and records the call.
  @discardableResult
  public func push(_ element: Map.Element, owner: any RouteOwner) -> RouteID {
    router.push(element, owner: owner)
  }
  /// Pops and records the call.
  public func pop() { router.pop() }
  /// Pops to the root and records the call.
  public func popToRoot() { router.popToRoot() }
  /// Writes a shorter path and records the call.
  @discardableResult
  public func setPath(_ path: [Routed<Map.Element>]) -> Bool { router.setPath(path) }
  /// Presents a sheet or alert and records the call.
  @discardableResult
  public func present(_ presentation: Map.Presentation, owner: any RouteOwner) -> RouteID {
    router.present(presentation, owner: owner)
  }
  /// Dismisses and records the call.
  public func dismiss() { router.dismiss() }
  /// Fills the global slot and records the call.
  @discardableResult
  public func presentModal(_ modal: Map.Modal, owner: any RouteOwner) -> RouteID {
    router.presentModal(modal, owner: owner)
  }
  /// Empties the global slot and records the call.
  public func dismissModal() { router.dismissModal() }
  /// Removes a route and records the resulting call.
  public func remove(_ id: RouteID) { router.remove(id) }
  /// Replaces the root and records the call.
  public func setRoot(_ root: Map.Root) { router.setRoot(root) }
  /// Selects a tab and records the call.
  public func selectTab(_ tab: Map.Tab) { router.selectTab(tab) }
}
