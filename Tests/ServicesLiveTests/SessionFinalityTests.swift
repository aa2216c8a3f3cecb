import Foundation
import Services
import ServicesLive
import Testing

private struct FixedClock: WallClock {
  func now() -> Date { Date(timeIntervalSince1970: 1_700_000_000) }
}

/// Issue 13, item 1: once a session is signed out, no later save brings it back, whoever makes
/// it: a signal handler holding an older snapshot, or another instance.
struct SessionFinalityTests {
  private let session = Session(
    user: User(name: "demo"), expiresAt: Date(timeIntervalSince1970: 2_000_000_000))
  private var saved: SavedSession {
    SavedSession(session: session, location: "cookbook://recipes/tiramisu")
  }

  private func directory() throws -> StateDirectory {
    try StateDirectory(
      url: FileManager.default.temporaryDirectory
        .appendingPathComponent("cookbook-finality-\(UUID().uuidString)"), report: { _ in })
  }

  @Test("Item 1: a snapshot saved after its session was cleared does not sign the user back in")
  func aSnapshotSavedAfterItsSessionWasClearedIsRefused() async throws {
    let store = FileSessionStore(directory: try directory(), clock: FixedClock())
    try await store.save(saved)
    try await store.clear()
    try await store.save(saved)
    try await store.save(SavedSession(session: session, location: "cookbook://favorites"))
    #expect(try await store.load() == nil)
  }

  @Test("Item 1: another instance cannot save back a session that one instance signed out")
  func anotherInstanceCannotSaveBackASignedOutSession() async throws {
    let directory = try directory()
    let first = FileSessionStore(directory: directory, clock: FixedClock())
    let second = FileSessionStore(directory: directory, clock: FixedClock())
    try await first.save(saved)
    #expect(try await second.load() == saved)
    try await first.clear()
    try await second.save(saved)
    #expect(try await first.load() == nil)
    #expect(try await FileSessionStore(directory: directory, clock: FixedClock()).load() == nil)
  }

  @Test("Item 1: a session restored before another instance signed it out is not restored again")
  func aSessionSignedOutWhileAnotherInstanceRanStaysOut() async throws {
    let directory = try directory()
    let running = FileSessionStore(directory: directory, clock: FixedClock())
    try await running.save(saved)
    try await FileSessionStore(directory: directory, clock: FixedClock()).clear()
    try await running.save(SavedSession(session: session, location: "cookbook://recipes"))
    #expect(try await FileSessionStore(directory: directory, clock: FixedClock()).load() == nil)
  }

  @Test("Item 1: signing in again after a sign-out is saved as usual")
  func aNewSignInAfterASignOutIsSaved() async throws {
    let store = FileSessionStore(directory: try directory(), clock: FixedClock())
    try await store.save(saved)
    try await store.clear()
    let again = SavedSession(
      session: Session(user: session.user, expiresAt: session.expiresAt + 60), location: nil)
    try await store.save(again)
    #expect(try await store.load() == again)
    let chef = SavedSession(
      session: Session(user: User(name: "chef"), expiresAt: session.expiresAt), location: nil)
    try await store.save(chef)
    #expect(try await store.load() == chef)
  }

  @Test("Item 1: a save racing a sign-out on another thread never outlives it")
  func aSaveRacingASignOutNeverOutlivesIt() async throws {
    for _ in 0..<40 {
      let directory = try directory()
      let main = FileSessionStore(directory: directory, clock: FixedClock())
      try await main.save(saved)
      let handler = FileSessionStore(directory: directory, clock: FixedClock())
      DispatchQueue.concurrentPerform(iterations: 2) { worker in
        if worker == 0 { try? main.clearNow() } else { try? handler.saveNow(saved) }
      }
      #expect(try await main.load() == nil)
    }
  }
}
