import Services
import Synchronization

/// The session store the coordinators use: each save or sign-out is first told to the
/// ``InterruptSaver``, so that a signal arriving at any moment saves what is true then, never
/// an older snapshot; and the outcome of the last change is kept, so that a run whose final
/// save failed can exit 1.
final class SessionJournal: SessionStore {
  private let store: any SessionStore
  private let saver: InterruptSaver
  private let lastChangeFailed = Mutex(false)

  init(store: any SessionStore, saver: InterruptSaver) {
    self.store = store
    self.saver = saver
  }

  /// Whether the last save or sign-out failed.
  var finalChangeFailed: Bool { lastChangeFailed.withLock { $0 } }

  func load() async throws(ServiceError) -> SavedSession? {
    try await store.load()
  }

  func save(_ saved: SavedSession) async throws(ServiceError) {
    saver.record(.saved(saved))
    try await track { () async throws(ServiceError) in try await store.save(saved) }
  }

  func clear() async throws(ServiceError) {
    saver.record(.signedOut)
    try await track { () async throws(ServiceError) in try await store.clear() }
  }

  private func track(_ change: () async throws(ServiceError) -> Void) async throws(ServiceError) {
    do throws(ServiceError) {
      try await change()
      lastChangeFailed.withLock { $0 = false }
    } catch {
      lastChangeFailed.withLock { $0 = true }
      throw error
    }
  }
}
