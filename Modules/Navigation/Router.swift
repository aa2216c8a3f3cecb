/// The only way to change navigation: coordinators call it, hosts render its state.
///
/// Every pushed or presented screen gets a ``RouteID`` and names its owner. Whenever a route
/// leaves, whoever asked (a coordinator, the user's back, a host writing a shorter path, a
/// new root, a tab context ending), the router first writes the new state once, then tells
/// the owner of each removed route, top first, so it can release what it made for it.
@MainActor
public protocol Router<Map>: RouteRemoving {
  /// The destination map whose roots, elements, presentations and tabs the router shows.
  associatedtype Map: DestinationMap

  /// The current navigation state as a value: the visible tab's root, stack and presentation.
  var state: NavigationState<Map> { get }
  /// The visible stack with each element's identity, bottom first.
  var path: [Routed<Map.Element>] { get }
  /// The presented sheet or alert with its identity.
  var presentation: Routed<Map.Presentation>? { get }
  /// The modal in the global slot with its identity.
  var modal: Routed<Map.Modal>? { get }
  /// Every route shown, hidden tabs' included, with its owner, for the consistency checker.
  var routes: [RouteRecord] { get }

  /// Pushes a screen owned by `owner` over the top of the stack.
  @discardableResult
  func push(_ element: Map.Element, owner: any RouteOwner) -> RouteID
  /// Presents a sheet or alert owned by `owner` over the top screen, replacing any other.
  @discardableResult
  func present(_ presentation: Map.Presentation, owner: any RouteOwner) -> RouteID
  /// Pops the top screen, dismissing any presentation over it; nothing when only the root is
  /// left.
  func pop()
  /// Pops every screen above the root in one step.
  func popToRoot()
  /// Writes a shorter path, as a platform's navigation stack does after a swipe back or the
  /// back menu; `path` must be a prefix of ``path``, otherwise nothing changes.
  /// - Returns: whether the path was accepted.
  @discardableResult
  func setPath(_ path: [Routed<Map.Element>]) -> Bool
  /// Dismisses the presented sheet or alert, if any.
  func dismiss()
  /// Fills the global slot with a modal owned by `owner`, replacing any other; what is under
  /// it stays as it is.
  @discardableResult
  func presentModal(_ modal: Map.Modal, owner: any RouteOwner) -> RouteID
  /// Empties the global slot, if it is filled.
  func dismissModal()
  /// Replaces the visible root, removing the visible stack and the global slot; a root outside
  /// the tab container also removes every hidden tab's stack.
  func setRoot(_ root: Map.Root)
  /// Shows `tab` with the stack it had when last shown, keeping the current tab's stack; a
  /// presentation over the current tab is dismissed first.
  func selectTab(_ tab: Map.Tab)
}

extension Router {
  /// Goes back one step: empties the global slot first, else dismisses a presented screen,
  /// else pops; reports whether anything changed.
  @discardableResult
  public func back() -> Bool {
    if modal != nil {
      dismissModal()
      return true
    }
    if presentation != nil {
      dismiss()
      return true
    }
    guard !path.isEmpty else { return false }
    pop()
    return true
  }

  /// Pops every screen above `id`, keeping it on top; nothing when `id` is not on the stack.
  public func pop(to id: RouteID) {
    guard let index = path.lastIndex(where: { $0.id == id }) else { return }
    setPath(Array(path[...index]))
  }
}
