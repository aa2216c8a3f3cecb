import AdwaitaKit
import Coordinators
import Navigation

/// Where every user event of the window goes, one at a time as GTK delivers them. An event
/// runs its view model's intent at once, up to its first wait, as work its screen's route
/// owns (`AppCoordinator.perform(on:_:)`, as the terminal's `CommandRunner` does), so that a
/// screen that leaves meanwhile cannot navigate; GTK goes on delivering events while it
/// waits. An expired session found first drops the event, as it was meant for a screen that
/// is now under the sign-in modal.
@MainActor
final class EventDispatcher {
  /// The main window, for the dialogs pages open over it.
  weak var window: Window?
  /// Called before each user event, as the line host starts a read epoch before each command.
  var beforeEachEvent: @MainActor () -> Void = {}
  /// Called after each event has been handled, again after its intent ends, and once more
  /// after the work the intent left to its flows (a notice may come from there).
  var afterEachEvent: @MainActor () -> Void = {}
  /// Shows a notice.
  var notify: @MainActor (String) -> Void = { _ in }

  private let app: AppCoordinator
  private var running: [Int: Task<Void, Never>] = [:]
  private var inFlight: Set<Int> = []
  private var lastTaskID = 0

  init(app: AppCoordinator) {
    self.app = app
  }

  /// Runs `intent` as a user event on the screen of `route` (a root screen when `nil`).
  func run(on route: RouteID?, _ intent: @escaping @MainActor () async -> Void) {
    beforeEachEvent()
    track { [app] in
      guard await !app.expireSessionIfNeeded() else { return }
      _ = await app.perform(on: route, intent)
    }
  }

  /// Runs `work`, which loads what the screen of `route` shows, as that route's work.
  func load(on route: RouteID?, _ work: @escaping @MainActor () async -> Void) {
    track { [app] in _ = await app.perform(on: route, work) }
  }

  /// Runs `event`, which is no screen's, such as a link given to a running app.
  func run(_ event: @escaping @MainActor () async -> Void) {
    beforeEachEvent()
    track(event)
  }

  /// Waits until every event started so far has ended, and the work the app owns too.
  func settle() async {
    while let (id, task) = running.first {
      await task.value
      running[id] = nil
    }
    await app.idle(skippingCancelled: true)
  }

  /// Starts `body` in the caller's event, up to its first wait, and reports after it.
  private func track(_ body: @escaping @MainActor () async -> Void) {
    lastTaskID += 1
    let id = lastTaskID
    inFlight.insert(id)
    let task = Task.immediate { @MainActor [weak self, app] in
      await body()
      self?.afterEachEvent()
      await app.idle(skippingCancelled: true)
      self?.ended(id)
    }
    if inFlight.contains(id) { running[id] = task }
    afterEachEvent()
  }

  private func ended(_ id: Int) {
    inFlight.remove(id)
    running[id] = nil
    afterEachEvent()
  }
}
