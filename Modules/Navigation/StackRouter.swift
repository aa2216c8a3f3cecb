/// The live ``Router``: keeps the navigation state as a value, each route's identity and
/// owner, and each hidden tab's stack, and tells observers of each call.
///
/// Every operation costs time in proportion to what it changes, never to the depth of the
/// stack: the state value, the identified path and the owners are kept side by side.
@MainActor
public final class StackRouter<Map: DestinationMap>: Router {
  private struct Owned {
    let id: RouteID
    let label: String
    weak var owner: (any RouteOwner)?
  }

  private struct HiddenTab {
    var root: Map.Root
    var path: [Routed<Map.Element>]
    var owners: [Owned]
  }

  /// The current navigation state.
  public private(set) var state: NavigationState<Map>
  /// The visible stack with each element's identity, bottom first.
  public private(set) var path: [Routed<Map.Element>] = []
  /// The presented sheet or alert with its identity.
  public private(set) var presentation: Routed<Map.Presentation>?
  /// The modal in the global slot with its identity.
  public private(set) var modal: Routed<Map.Modal>?
  /// Called after every router call with the call and the resulting state, before any
  /// owner hears that its route left.
  public var didPerform: ((RouterCall<Map>, NavigationState<Map>) -> Void)?

  private var stackOwners: [Owned] = []
  private var presentationOwner: Owned?
  private var modalOwner: Owned?
  private var hiddenTabs: [Map.Tab: HiddenTab] = [:]
  private var lastID: UInt64 = 0

  /// Creates a router showing `root`.
  public init(root: Map.Root) {
    state = NavigationState(root: root)
  }

  /// Every route shown, hidden tabs' included, with its owner.
  public var routes: [RouteRecord] {
    let hidden = hiddenTabs.values.flatMap(\.owners)
    let slots = [presentationOwner, modalOwner].compactMap { $0 }
    return (stackOwners + slots + hidden).map {
      RouteRecord(id: $0.id, label: $0.label, owner: $0.owner)
    }
  }

  /// Pushes a screen owned by `owner` over the top of the stack.
  @discardableResult
  public func push(_ element: Map.Element, owner: any RouteOwner) -> RouteID {
    let id = nextID()
    state.stack.append(element)
    path.append(Routed(id: id, destination: element))
    stackOwners.append(Owned(id: id, label: "\(element)", owner: owner))
    owner.routeAdded(id, by: self)
    didPerform?(.push(element), state)
    return id
  }

  /// Presents a sheet or alert owned by `owner`, replacing any presented one.
  @discardableResult
  public func present(_ presentation: Map.Presentation, owner: any RouteOwner) -> RouteID {
    let replaced = takePresentation()
    let id = nextID()
    state.presented = presentation
    self.presentation = Routed(id: id, destination: presentation)
    presentationOwner = Owned(id: id, label: "\(presentation)", owner: owner)
    owner.routeAdded(id, by: self)
    didPerform?(.present(presentation), state)
    tell(replaced)
    return id
  }

  /// Pops the top screen, dismissing any presentation over it.
  public func pop() {
    guard !path.isEmpty else { return }
    let removed = takePresentation() + removeStack(from: path.count - 1)
    didPerform?(.pop, state)
    tell(removed)
  }

  /// Pops every screen above the root in one step, top first.
  public func popToRoot() {
    guard !path.isEmpty else { return }
    let removed = takePresentation() + removeStack(from: 0)
    didPerform?(.popToRoot, state)
    tell(removed)
  }

  /// Writes a shorter path in one step; `newPath` must be a prefix of the current path.
  @discardableResult
  public func setPath(_ newPath: [Routed<Map.Element>]) -> Bool {
    guard newPath.count <= path.count, path.starts(with: newPath) else { return false }
    guard newPath.count < path.count else { return true }
    let removed = takePresentation() + removeStack(from: newPath.count)
    didPerform?(.setPath(count: newPath.count), state)
    tell(removed)
    return true
  }

  /// Dismisses the presented sheet or alert, if any.
  public func dismiss() {
    guard presentation != nil else { return }
    let removed = takePresentation()
    didPerform?(.dismiss, state)
    tell(removed)
  }

  /// Fills the global slot, replacing any modal there; what is under it stays.
  @discardableResult
  public func presentModal(_ modal: Map.Modal, owner: any RouteOwner) -> RouteID {
    let replaced = takeModal()
    let id = nextID()
    state.modal = modal
    self.modal = Routed(id: id, destination: modal)
    modalOwner = Owned(id: id, label: "\(modal)", owner: owner)
    owner.routeAdded(id, by: self)
    didPerform?(.presentModal(modal), state)
    tell(replaced)
    return id
  }

  /// Empties the global slot, if it is filled.
  public func dismissModal() {
    guard modal != nil else { return }
    let removed = takeModal()
    didPerform?(.dismissModal, state)
    tell(removed)
  }

  /// Removes `id`: dismisses it, or pops it with everything above it, in whichever tab.
  public func remove(_ id: RouteID) {
    if modal?.id == id { return dismissModal() }
    if presentation?.id == id { return dismiss() }
    if let index = path.lastIndex(where: { $0.id == id }) {
      if index == path.count - 1 { return pop() }
      setPath(Array(path[..<index]))
      return
    }
    for (tab, hidden) in hiddenTabs {
      guard let index = hidden.path.lastIndex(where: { $0.id == id }) else { continue }
      let removed = Array(hidden.owners[index...].reversed())
      hiddenTabs[tab]?.path.removeSubrange(index...)
      hiddenTabs[tab]?.owners.removeSubrange(index...)
      didPerform?(.removeHidden(tab, count: index), state)
      tell(removed)
      return
    }
  }

  /// Replaces the visible root; a root outside the tab container forgets every tab's stack.
  public func setRoot(_ root: Map.Root) {
    var removed = takeModal() + takePresentation() + removeStack(from: 0)
    if let tab = Map.tab(of: root) {
      if tab != state.tab, let hidden = hiddenTabs.removeValue(forKey: tab) {
        removed += hidden.owners.reversed()
      }
    } else {
      for hidden in hiddenTabs.values { removed += hidden.owners.reversed() }
      hiddenTabs.removeAll()
    }
    state.root = root
    didPerform?(.setRoot(root), state)
    tell(removed)
  }

  /// Shows `tab` with the stack it had when last shown, keeping the current tab's stack.
  public func selectTab(_ tab: Map.Tab) {
    guard state.tab != tab else { return }
    let dismissed = takePresentation()
    if let current = state.tab {
      hiddenTabs[current] = HiddenTab(root: state.root, path: path, owners: stackOwners)
    }
    let shown =
      hiddenTabs.removeValue(forKey: tab)
      ?? HiddenTab(root: Map.initialRoot(of: tab), path: [], owners: [])
    state = NavigationState(
      root: shown.root, stack: shown.path.map(\.destination), modal: state.modal)
    path = shown.path
    stackOwners = shown.owners
    didPerform?(.selectTab(tab), state)
    tell(dismissed)
  }

  private func nextID() -> RouteID {
    lastID += 1
    return RouteID(lastID)
  }

  private func takeModal() -> [Owned] {
    guard let owner = modalOwner else { return [] }
    state.modal = nil
    modal = nil
    modalOwner = nil
    return [owner]
  }

  private func takePresentation() -> [Owned] {
    guard let owner = presentationOwner else { return [] }
    state.presented = nil
    presentation = nil
    presentationOwner = nil
    return [owner]
  }

  private func removeStack(from index: Int) -> [Owned] {
    guard index < path.count else { return [] }
    let removed = Array(stackOwners[index...].reversed())
    state.stack.removeSubrange(index...)
    path.removeSubrange(index...)
    stackOwners.removeSubrange(index...)
    return removed
  }

  private func tell(_ removed: [Owned]) {
    for route in removed { route.owner?.routeRemoved(route.id) }
  }
}
