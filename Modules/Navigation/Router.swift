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
public protocol Router<Map>: AnyObject {
  /// The destination map whose roots, elements, presentations and tabs the router shows.
  associatedtype Map: DestinationMap

  /// The current navigation state: the visible tab's stack when in the tab container.
  var state: NavigationState<Map> { get }
  /// Pushes a screen over the top of the stack.
  func push(_ element: Map.Element, onRemove: RouteRemoval?)
  /// Pops the top screen of the stack, dismissing any presentation over it; does nothing
  /// when only the root is left.
  func pop()
  /// Pops every screen above the root, top first.
  func popToRoot()
  /// Presents a sheet or alert over the top screen, replacing any presented one.
  func present(_ presentation: Map.Presentation, onRemove: RouteRemoval?)
  /// Dismisses the presented sheet or alert, if any.
  func dismiss()
  /// Replaces the root. Leaving the tab container forgets every tab's stack; replacing a
  /// tab's root keeps the other tabs' stacks.
  func setRoot(_ root: Map.Root)
  /// Shows `tab` with the stack it had when last shown, keeping the current tab's stack.
  func selectTab(_ tab: Map.Tab)
}

extension Router {
  /// Pushes a screen that needs no removal action.
  public func push(_ element: Map.Element) { push(element, onRemove: nil) }
  /// Presents a sheet or alert that needs no removal action.
  public func present(_ presentation: Map.Presentation) { present(presentation, onRemove: nil) }

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
