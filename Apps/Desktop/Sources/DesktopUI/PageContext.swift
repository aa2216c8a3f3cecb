import AdwaitaKit
import Coordinators
import Navigation

/// What a page needs from the window around it: the route it shows, where its intents run,
/// and how it tells the user something.
@MainActor
struct PageContext {
  /// The route of the page's screen, or `nil` for a tab's or the signed-out root.
  let route: RouteID?
  let events: EventDispatcher

  /// Runs a view model's intent as a user event on this page: work the page's route owns.
  func send(_ intent: @escaping @MainActor () async -> Void) {
    events.run(on: route, intent)
  }

  /// Loads what the page shows, as a view's `.task` does: work the page's route owns.
  func load(_ work: @escaping @MainActor () async -> Void) {
    events.load(on: route, work)
  }

  /// The app, for what no view model says: the ways on from the screen on top.
  var app: AppCoordinator { events.app }

  /// The main window, over which the page's own dialogs open.
  var window: Window? { events.window }
}
