/// Runs when a screen leaves the navigation state through a pop or a dismiss.
public typealias RouteRemoval = @MainActor () -> Void

/// The only way to change navigation: coordinators call it, the UI renders its ``state``.
///
/// A pushed or presented screen can carry an `onRemove` action. The router runs it whenever
/// that screen leaves by a pop or a dismiss, whoever asked (a coordinator or the user's
/// "back"), so the owning coordinator can release what it created for the screen.
/// ``setRoot(_:)`` ends the whole context and runs no removal actions: the owner of the old
/// context releases it as a whole.
@MainActor
public protocol Router<Route>: AnyObject {
  associatedtype Route: Hashable & Sendable

  /// The current navigation state.
  var state: NavigationState<Route> { get }
  /// Pushes a screen over the top of the stack.
  func push(_ route: Route, onRemove: RouteRemoval?)
  /// Pops the top screen of the stack; does nothing when only the root is left.
  func pop()
  /// Pops every screen above the root, top first.
  func popToRoot()
  /// Presents a screen in the presentation slot, replacing any presented one.
  func present(_ route: Route, onRemove: RouteRemoval?)
  /// Dismisses the presented screen, if any.
  func dismiss()
  /// Replaces the whole state with a new root.
  func setRoot(_ route: Route)
}

extension Router {
  /// Pushes a screen that needs no removal action.
  public func push(_ route: Route) { push(route, onRemove: nil) }
  /// Presents a screen that needs no removal action.
  public func present(_ route: Route) { present(route, onRemove: nil) }

  /// Goes back one step: dismisses a presented screen first, else pops; reports whether
  /// anything changed.
  @discardableResult
  public func back() -> Bool {
    if state.presented != nil {
      dismiss()
      return true
    }
    guard !state.stack.isEmpty else { return false }
    pop()
    return true
  }
}
