/// The live ``Router``: keeps the navigation state as a value, each route's identity and
/// owner, and each hidden tab's stack, and tells observers of each call.
///
/// Every operation costs time in proportion to what it changes, never to the depth of the
/// stack: the state value, the identified path and the owners are kept side by side.
@MainActor
public final class StackRouter<Map: DestinationMap>: Router {
  private struct Owned {
    let id: RouteID
    weak var owner: (any RouteOwner)?
  }

  /// A route that just left, with its owner held strongly until it has been told.
  private struct Leaving {
    let id: RouteID
    let owner: (any RouteOwner)?

    init(_ owned: Owned) {
      id = owned.id
      owner = owned.owner
    }
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
  /// Labels are made here, not on each push: describing a destination costs more than the
  /// push itself.
  public var routes: [RouteRecord] {
    var records = zip(stackOwners, path).map { Self.record($0, $1.destination) }
    if let presentationOwner, let presentation {
      records.append(Self.record(presentationOwner, presentation.destination))
    }
    if let modalOwner, let modal { records.append(Self.record(modalOwner, modal.destination)) }
    for hidden in hiddenTabs.values {
      records += zip(hidden.owners, hidden.path).map { Self.record($0, $1.destination) }
    }
    return records
  }

  private static func record(_ owned: Owned, _ destination: some Any) -> RouteRecord {
    RouteRecord(id: owned.id, label: "\(destination)", owner: owned.owner)
  }

  /// Pushes a screen owned by `owner` over the top of the stack.
  @discardableResult
  public func push(_ element: Map.Element, owner: any RouteOwner) -> RouteID {
    let id = nextID()
    state.stack.append(element)
    path.append(Routed(id: id, destination: element))
    stackOwners.append(Owned(id: id, owner: owner))
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
    presentationOwner = Owned(id: id, owner: owner)
    owner.routeAdded(id, by: self)
    didPerform?(.present(presentation), state)
    tell(replaced)
    return id
  }

  /// Pops the top screen, dismissing any presentation over it.
  public func pop() {
    guard !path.isEmpty else { return }
    let presented = takePresentation()
    state.stack.removeLast()
    path.removeLast()
    let top = Leaving(stackOwners.removeLast())
    didPerform?(.pop, state)
    tell(presented)
    tell(top)
  }

  /// Pops every screen above the root in one step, top first.
  public func popToRoot() {
    guard !path.isEmpty else { return }
    let removed = [takePresentation()].compactMap { $0 } + removeStack(from: 0)
    didPerform?(.popToRoot, state)
    tell(removed)
  }

  /// Writes a shorter path in one step; `newPath` must be a prefix of the current path.
  @discardableResult
  public func setPath(_ newPath: [Routed<Map.Element>]) -> Bool {
    guard newPath.count <= path.count, path.starts(with: newPath) else { return false }
    guard newPath.count < path.count else { return true }
    let removed = [takePresentation()].compactMap { $0 } + removeStack(from: newPath.count)
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
    modalOwner = Owned(id: id, owner: owner)
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
      let removed = hidden.owners[index...].reversed().map { Leaving($0) }
      hiddenTabs[tab]?.path.removeSubrange(index...)
      hiddenTabs[tab]?.owners.removeSubrange(index...)
      didPerform?(.removeHidden(tab, count: index), state)
      tell(removed)
      return
    }
  }

  /// Replaces the visible root; a root outside the tab container forgets every tab's stack.
  public func setRoot(_ root: Map.Root) {
    var removed: [Leaving] = [takeModal(), takePresentation()].compactMap { $0 }
    removed += removeStack(from: 0)
    if let tab = Map.tab(of: root) {
      if tab != state.tab, let hidden = hiddenTabs.removeValue(forKey: tab) {
        removed += hidden.owners.reversed().map { Leaving($0) }
      }
    } else {
      for hidden in hiddenTabs.values { removed += hidden.owners.reversed().map { Leaving($0) } }
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
      root: shown.root, stack: shown.path.map { $0.destination }, modal: state.modal)
    path = shown.path
    stackOwners = shown.owners
    didPerform?(.selectTab(tab), state)
    tell(dismissed)
  }

  private func nextID() -> RouteID {
    lastID += 1
    return RouteID(lastID)
  }

  private func takeModal() -> Leaving? {
    guard let owner = modalOwner.take() else { return nil }
    state.modal = nil
    modal = nil
    return Leaving(owner)
  }

  private func takePresentation() -> Leaving? {
    guard let owner = presentationOwner.take() else { return nil }
    state.presented = nil
    presentation = nil
    return Leaving(owner)
  }

  private func removeStack(from index: Int) -> [Leaving] {
    guard index < path.count else { return [] }
    let removed = stackOwners[index...].reversed().map { Leaving($0) }
    state.stack.removeSubrange(index...)
    path.removeSubrange(index...)
    stackOwners.removeSubrange(index...)
    return removed
  }

  private func tell(_ leaving: Leaving?) {
    guard let leaving else { return }
    leaving.owner?.routeRemoved(leaving.id)
  }

  private func tell(_ removed: [Leaving]) {
    for route in removed { route.owner?.routeRemoved(route.id) }
  }
}
