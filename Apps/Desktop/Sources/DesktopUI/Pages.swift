import AdwaitaKit
import Coordinators
import Navigation

/// Makes the page of a route, or of a root screen, asking the app for its screen by identity,
/// as a `navigationDestination` does.
@MainActor
struct Pages {
  let app: AppCoordinator
  let events: EventDispatcher

  /// The page of the stack element, presentation or modal `id`, if a flow owns it.
  func page(for id: RouteID) -> (any Page)? {
    app.screen(for: id)?.page(in: PageContext(route: id, events: events))
  }

  /// The page of a root screen, which has no route.
  func rootPage(of screen: Screen) -> any Page {
    screen.page(in: PageContext(route: nil, events: events))
  }
}
