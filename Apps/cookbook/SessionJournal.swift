import Services
import ServicesLive
import Synchronization

/// The session store the coordinators use. The ``InterruptSaver`` hears what is true only from
/// ``follow(_:)``, which the app calls on the main actor when it decides (a save asked for, a
/// sign-out), in order with the place recorded after each command; never from a write, which
/// may run after the user moved on. So a signal saves what is true when it arrives, never an
/// older snapshot. The outcome of the last change is kept, so that a run whose final save
/// failed can exit 1.
final class SessionJournal: SessionStore {
  private let store: any SessionStore
  private let file: SQLiteSessionStore?
  private let saver: InterruptSaver
  private let lastChangeFailed = Atomic<Bool>(false)
  private let lastSnapshot = Mutex<SavedSession?>(nil)

  /// Creates a journal over `store`; `file`, the same store when it is on disk, is where a
  /// sign-out is made durable at once.
  init(store: any SessionStore, file: SQLiteSessionStore?, saver: InterruptSaver) {
    self.store = store
    self.file = file
    self.saver = saver
  }

  /// Follows the app's snapshot, which it reports before the screen changes: a session is what
  /// a signal saves; no session, once one was seen in this run, is a sign-out, written at once
  /// on this thread, before the sign-in screen shows, so that not even SIGKILL brings the
  /// session back. (A fresh launch's sign-in screen leaves another instance's session alone.)
  /// - Returns: why a sign-out could not be recorded, if it could not. The session is then
  ///   still saved, a signal saves it as it was, and the caller must keep the user signed in
  ///   on screen and say why (see ADR 0040).
  func follow(_ snapshot: SavedSession?) -> ServiceError? {
    if let snapshot {
      lastSnapshot.withLock { $0 = snapshot }
      saver.record(.saved(snapshot))
      return nil
    }
    guard let last = lastSnapshot.withLock({ $0 }) else { return nil }
    saver.record(.signedOut)
    do throws(ServiceError) {
      try file?.clearNow()
      lastSnapshot.withLock { $0 = nil }
      return nil
    } catch {
      saver.record(.saved(last))
      return error
    }
  }

  /// Whether the last save or sign-out failed.
  var finalChangeFailed: Bool { lastChangeFailed.load(ordering: .acquiring) }

  func load() async throws(ServiceError) -> SavedSession? {
    try await store.load()
  }

  /// Writes `saved`. It tells the saver nothing: the app told it through ``follow(_:)`` when it
  /// asked for this write, and by the time a queued write runs the user may have moved on.
  func save(_ saved: SavedSession) async throws(ServiceError) {
    try await track { () async throws(ServiceError) in try await store.save(saved) }
  }

  /// Clears the session; like ``save(_:)``, it leaves the saver to what the app last decided.
  func clear() async throws(ServiceError) {
    try await track { () async throws(ServiceError) in try await store.clear() }
  }

  private func track(_ change: () async throws(ServiceError) -> Void) async throws(ServiceError) {
    do throws(ServiceError) {
      try await change()
      lastChangeFailed.store(false, ordering: .releasing)
    } catch {
      // An atomic, not a Mutex: release builds crashed unlocking a Mutex here, in an async
      // function, on another thread than the one that locked it.
      lastChangeFailed.store(true, ordering: .releasing)
      throw error
    }
  }
}
