import Coordinators
import Navigation

/// Where each screen's page comes from: each method of this visitor is written in that page's
/// own file (`Pages/`), so a screen added to `ScreenVisitor` does not compile until it has its
/// page, and no list here needs an edit.
@MainActor
struct ScreenPages: ScreenVisitor {
  typealias Output = any Page

  /// What the page needs from the window around it.
  let context: PageContext
}

/// Makes the page of a route, or of a root screen, asking the Router for the screen's model by
/// its identity, as a `navigationDestination` does.
@MainActor
struct Pages {
  let router: AppRouter
  let events: EventDispatcher

  /// The page of the stack element, presentation or modal `id`, while the Router shows it.
  func page(for id: RouteID) -> (any Page)? {
    router.screen(of: id)?.accept(ScreenPages(context: PageContext(route: id, events: events)))
  }

  /// The page of a root screen, which has no route.
  func rootPage(of screen: any ScreenModel) -> any Page {
    screen.accept(ScreenPages(context: PageContext(route: nil, events: events)))
  }
}
