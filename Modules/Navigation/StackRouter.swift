/// The live ``Router``: keeps the navigation state as a value, keeps each hidden tab's
/// stack, and tells observers of each call.
@MainActor
public final class StackRouter<Map: DestinationMap>: Router {
  private struct HiddenTab {
    var root: Map.Root
    var stack: [Map.Element]
    var removals: [RouteRemoval?]
  }

  /// The current navigation state.
  public private(set) var state: NavigationState<Map>
  /// Called after every router call with the call and the resulting state.
  public var didPerform: ((RouterCall<Map>, NavigationState<Map>) -> Void)?

  private var stackRemovals: [RouteRemoval?] = []
  private var presentedRemoval: RouteRemoval?
  private var hiddenTabs: [Map.Tab: HiddenTab] = [:]

  /// Creates a router showing `root`.
  public init(root: Map.Root) {
    state = NavigationState(root: root)
  }

  /// Pushes a screen over the top of the stack.
  public func push(_ element: Map.Element, onRemove: RouteRemoval?) {
    state.stack.append(element)
    stackRemovals.append(onRemove)
    didPerform?(.push(element), state)
  }

  /// Pops the top screen of the stack; does nothing when only the root is left.
  public func pop() {
    guard !state.stack.isEmpty else { return }
    let dismissed = takePresented()
    state.stack.removeLast()
    let removal = stackRemovals.removeLast()
    didPerform?(.pop, state)
    dismissed?()
    removal?()
  }

  /// Pops every screen above the root, top first.
  public func popToRoot() {
    let dismissed = state.stack.isEmpty ? nil : takePresented()
    let removals = stackRemovals.reversed()
    state.stack.removeAll()
    stackRemovals.removeAll()
    didPerform?(.popToRoot, state)
    dismissed?()
    for removal in removals { removal?() }
  }

  /// Presents a sheet or alert over the top screen, replacing any presented one.
  public func present(_ presentation: Map.Presentation, onRemove: RouteRemoval?) {
    let replaced = presentedRemoval
    state.presented = presentation
    presentedRemoval = onRemove
    didPerform?(.present(presentation), state)
    replaced?()
  }

  /// Dismisses the presented sheet or alert, if any.
  public func dismiss() {
    guard state.presented != nil else { return }
    let removal = takePresented()
    didPerform?(.dismiss, state)
    removal?()
  }

  /// Replaces the root. Leaving the tab container forgets every tab's stack; replacing a
  /// tab's root keeps the other tabs' stacks.
  public func setRoot(_ root: Map.Root) {
    if let tab = Map.tab(of: root) {
      hiddenTabs[tab] = nil
    } else {
      hiddenTabs.removeAll()
    }
    state = NavigationState(root: root)
    stackRemovals.removeAll()
    presentedRemoval = nil
    didPerform?(.setRoot(root), state)
  }

  /// Shows `tab` with the stack it had when last shown, keeping the current tab's stack;
  /// a presentation over the current tab is dismissed first.
  public func selectTab(_ tab: Map.Tab) {
    guard state.tab != tab else { return }
    let dismissed = takePresented()
    if let current = state.tab {
      hiddenTabs[current] = HiddenTab(root: state.root, stack: state.stack, removals: stackRemovals)
    }
    let shown =
      hiddenTabs.removeValue(forKey: tab)
      ?? HiddenTab(root: Map.initialRoot(of: tab), stack: [], removals: [])
    state = NavigationState(root: shown.root, stack: shown.stack)
    stackRemovals = shown.removals
    didPerform?(.selectTab(tab), state)
    dismissed?()
  }

  private func takePresented() -> RouteRemoval? {
    let removal = presentedRemoval
    state.presented = nil
    presentedRemoval = nil
    return removal
  }
}
