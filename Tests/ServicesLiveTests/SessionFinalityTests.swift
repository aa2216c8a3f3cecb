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
  func aSnapshotSavedAfterItsSessionWasClearedIsRefused() throws {
    let store = FileSessionStore(directory: try directory(), clock: FixedClock())
    try store.save(saved)
    try store.clear()
    try store.save(saved)
    try store.save(SavedSession(session: session, location: "cookbook://favorites"))
    #expect(try store.load() == nil)
  }

  @Test("Item 1: another instance cannot save back a session that one instance signed out")
  func anotherInstanceCannotSaveBackASignedOutSession() throws {
    let directory = try directory()
    let first = FileSessionStore(directory: directory, clock: FixedClock())
    let second = FileSessionStore(directory: directory, clock: FixedClock())
    try first.save(saved)
    #expect(try second.load() == saved)
    try first.clear()
    try second.save(saved)
    #expect(try first.load() == nil)
    #expect(try FileSessionStore(directory: directory, clock: FixedClock()).load() == nil)
  }

  @Test("Item 1: a session restored before another instance signed it out is not restored again")
  func aSessionSignedOutWhileAnotherInstanceRanStaysOut() throws {
    let directory = try directory()
    let running = FileSessionStore(directory: directory, clock: FixedClock())
    try running.save(saved)
    try FileSessionStore(directory: directory, clock: FixedClock()).clear()
    try running.save(SavedSession(session: session, location: "cookbook://recipes"))
    #expect(try FileSessionStore(directory: directory, clock: FixedClock()).load() == nil)
  }

  @Test("Item 1: signing in again after a sign-out is saved as usual")
  func aNewSignInAfterASignOutIsSaved() throws {
    let store = FileSessionStore(directory: try directory(), clock: FixedClock())
    try store.save(saved)
    try store.clear()
    let again = SavedSession(
      session: Session(user: session.user, expiresAt: session.expiresAt + 60), location: nil)
    try store.save(again)
    #expect(try store.load() == again)
    let chef = SavedSession(
      session: Session(user: User(name: "chef"), expiresAt: session.expiresAt), location: nil)
    try store.save(chef)
    #expect(try store.load() == chef)
  }

  @Test("Item 1: a save racing a sign-out on another thread never outlives it")
  func aSaveRacingASignOutNeverOutlivesIt() throws {
    for _ in 0..<40 {
      let directory = try directory()
      let main = FileSessionStore(directory: directory, clock: FixedClock())
      try main.save(saved)
      let handler = FileSessionStore(directory: directory, clock: FixedClock())
      DispatchQueue.concurrentPerform(iterations: 2) { worker in
        if worker == 0 { try? main.clear() } else { try? handler.save(saved) }
      }
      #expect(try main.load() == nil)
    }
  }
}
