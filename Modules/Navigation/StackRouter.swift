/// The live ``Router``: keeps the navigation state as a value and tells observers of each call.
@MainActor
public final class StackRouter<Route: Hashable & Sendable>: Router {
  /// The current navigation state.
  public private(set) var state: NavigationState<Route>
  /// Called after every router call with the call and the resulting state.
  public var didPerform: ((RouterCall<Route>, NavigationState<Route>) -> Void)?

  private var stackRemovals: [RouteRemoval?] = []
  private var presentedRemoval: RouteRemoval?

  /// Creates a router showing `root`.
  public init(root: Route) {
    state = NavigationState(root: root)
  }

  /// Pushes a screen over the top of the stack.
  public func push(_ route: Route, onRemove: RouteRemoval?) {
    state.stack.append(route)
    stackRemovals.append(onRemove)
    didPerform?(.push(route), state)
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

  /// Presents a screen in the presentation slot, replacing any presented one.
  public func present(_ route: Route, onRemove: RouteRemoval?) {
    let replaced = presentedRemoval
    state.presented = route
    presentedRemoval = onRemove
    didPerform?(.present(route), state)
    replaced?()
  }

  /// Dismisses the presented screen, if any.
  public func dismiss() {
    guard state.presented != nil else { return }
    let removal = takePresented()
    didPerform?(.dismiss, state)
    removal?()
  }

  /// Replaces the whole state with a new root.
  public func setRoot(_ route: Route) {
    state = NavigationState(root: route)
    stackRemovals.removeAll()
    presentedRemoval = nil
    didPerform?(.setRoot(route), state)
  }

  private func takePresented() -> RouteRemoval? {
    let removal = presentedRemoval
    state.presented = nil
    presentedRemoval = nil
    return removal
  }
}
