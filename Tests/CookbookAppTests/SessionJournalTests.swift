import Foundation
import Services
import ServicesLive
import Testing

@testable import cookbook

private struct FixedClock: WallClock {
  func now() -> Date { Date(timeIntervalSince1970: 1_700_000_000) }
}

/// Issue 13, item 1: the app reports an ended session before the sign-in screen shows, and the
/// journal makes it durable then, so that nothing, not even SIGKILL, brings it back.
struct SessionJournalTests {
  private let saved = SavedSession(
    session: Session(
      user: User(name: "demo"), expiresAt: Date(timeIntervalSince1970: 2_000_000_000)),
    location: "cookbook://recipes/tiramisu")

  private func directory() throws -> StateDirectory {
    try StateDirectory(
      url: FileManager.default.temporaryDirectory
        .appendingPathComponent("cookbook-journal-\(UUID().uuidString)"), report: { _ in })
  }

  @Test("Item 1: a sign-out is on disk when the journal hears of it, before any await")
  func aSignOutIsOnDiskAsSoonAsTheJournalHearsOfIt() async throws {
    let directory = try directory()
    let file = FileSessionStore(directory: directory, clock: FixedClock())
    let journal = SessionJournal(store: file, file: file, saver: InterruptSaver())
    try await journal.save(saved)
    #expect(journal.follow(saved) == nil)
    #expect(journal.follow(nil) == nil)
    let sessionFile = directory.url.appendingPathComponent("session.json").path
    #expect(!FileManager.default.fileExists(atPath: sessionFile))
    let reopened = FileSessionStore(directory: directory, clock: FixedClock())
    try await reopened.save(saved)
    #expect(try await reopened.load() == nil, "the ended session stays ended")
  }

  @Test("Item 1: a fresh launch's sign-in screen leaves another instance's session alone")
  func noSessionBeforeAnyWasSeenIsNotASignOut() async throws {
    let directory = try directory()
    let other = FileSessionStore(directory: directory, clock: FixedClock())
    try await other.save(saved)
    let file = FileSessionStore(directory: directory, clock: FixedClock())
    let journal = SessionJournal(store: file, file: file, saver: InterruptSaver())
    #expect(journal.follow(nil) == nil)
    #expect(try await FileSessionStore(directory: directory, clock: FixedClock()).load() == saved)
  }
}
