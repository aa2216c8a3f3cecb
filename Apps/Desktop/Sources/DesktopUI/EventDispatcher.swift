import AdwaitaKit
import Coordinators
import Navigation

/// Where every user event of the window goes, one at a time as GTK delivers them. An event
/// runs its view model's intent as work its screen's route owns (`AppCoordinator.perform(on:)`,
/// as the terminal's `CommandRunner` does): a task cancelled if the screen leaves meanwhile.
/// GTK goes on delivering events while it waits. An expired session found first drops the
/// event, as it was meant for a screen that is now under the sign-in modal.
@MainActor
final class EventDispatcher {
  /// The main window, for the dialogs pages open over it.
  weak var window: Window?
  /// Called before each user event, as the line host starts a read epoch before each command.
  var beforeEachEvent: @MainActor () -> Void = {}

  let app: AppCoordinator
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

  /// Waits until every event started so far has ended, and the live work the app owns too.
  func settle() async {
    while let (id, task) = running.first {
      await task.value
      running[id] = nil
    }
    await app.idle()
  }

  /// Starts `body` in the caller's event, up to its first wait.
  private func track(_ body: @escaping @MainActor () async -> Void) {
    lastTaskID += 1
    let id = lastTaskID
    inFlight.insert(id)
    let task = Task.immediate { @MainActor [weak self] in
      await body()
      self?.ended(id)
    }
    if inFlight.contains(id) { running[id] = task }
  }

  private func ended(_ id: Int) {
    inFlight.remove(id)
    running[id] = nil
  }
}
