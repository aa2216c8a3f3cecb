import Foundation
import Services
import ServicesLive
import Testing

@testable import cookbook

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
    let file = SQLiteSessionStore(directory: directory)
    let journal = SessionJournal(store: file, file: file, saver: InterruptSaver())
    try await journal.save(saved)
    let other = SQLiteSessionStore(
      directory: try StateDirectory(url: directory.url, report: { _ in }))
    #expect(try await other.load() == saved)
    #expect(journal.follow(saved) == nil)
    #expect(journal.follow(nil) == nil)
    #expect(try StateDatabaseFile.number("SELECT count(*) FROM session", in: directory.url) == 0)
    try await other.save(saved)
    let reopened = SQLiteSessionStore(
      directory: try StateDirectory(url: directory.url, report: { _ in }))
    #expect(try await reopened.load() == nil, "the ended session stays ended")
  }

  /// A write is asked for on the main actor and runs later: by then the user may have moved on
  /// (a command ran, its place was recorded), or signed out and in again. What a signal acts
  /// on is recorded when the app decides, in order, never when a queued write gets to run.
  @Test("A queued save that runs after the user moved on leaves a signal the newer place")
  func aQueuedSaveNeverReplacesWhatWasRecordedAfterIt() async throws {
    let saver = InterruptSaver()
    let journal = SessionJournal(store: InMemorySessionStore(), file: nil, saver: saver)
    let older = SavedSession(session: saved.session, location: "cookbook://recipes")
    saver.record(.saved(saved))
    try await journal.save(older)
    guard case .saved(let latest) = saver.latest else {
      Issue.record("a signal would act on \(saver.latest)")
      return
    }
    #expect(latest.location == "cookbook://recipes/tiramisu")
  }

  @Test("A queued clear that runs after a new sign-in leaves a signal the new session")
  func aQueuedClearNeverForgetsASessionRecordedAfterIt() async throws {
    let saver = InterruptSaver()
    let journal = SessionJournal(store: InMemorySessionStore(), file: nil, saver: saver)
    saver.record(.saved(saved))
    try await journal.clear()
    guard case .saved = saver.latest else {
      Issue.record("a signal would act on \(saver.latest), forgetting the new session")
      return
    }
  }

  @Test("Item 1: a fresh launch's sign-in screen leaves another instance's session alone")
  func noSessionBeforeAnyWasSeenIsNotASignOut() async throws {
    let directory = try directory()
    let other = SQLiteSessionStore(directory: directory)
    try await other.save(saved)
    let file = SQLiteSessionStore(
      directory: try StateDirectory(url: directory.url, report: { _ in }))
    let journal = SessionJournal(store: file, file: file, saver: InterruptSaver())
    #expect(journal.follow(nil) == nil)
    #expect(
      try await SQLiteSessionStore(
        directory: try StateDirectory(url: directory.url, report: { _ in })
      ).load() == saved)
  }

  @Test("Finding 1: a sign-out that cannot be recorded is reported, and a signal saves the session")
  func aSignOutThatCannotBeRecordedIsReportedAndASignalSavesTheSession() async throws {
    let directory = try StateDirectory(
      url: FileManager.default.temporaryDirectory
        .appendingPathComponent("cookbook-journal-\(UUID().uuidString)"), lockTimeout: 0.2,
      report: { _ in })
    let file = SQLiteSessionStore(directory: directory)
    let saver = InterruptSaver()
    let journal = SessionJournal(store: file, file: file, saver: saver)
    try await journal.save(saved)
    #expect(journal.follow(saved) == nil)
    let refusal = try StateDatabaseFile.whileLocked(in: directory.url) { journal.follow(nil) }
    #expect(refusal?.message.contains("database is locked") == true)
    guard case .saved(let kept) = saver.latest else {
      Issue.record("a signal would act on \(saver.latest), not the session still saved")
      return
    }
    #expect(kept == saved)
    #expect(
      try await SQLiteSessionStore(
        directory: try StateDirectory(url: directory.url, report: { _ in })
      ).load() == saved)
    #expect(journal.follow(nil) == nil)
    guard case .signedOut = saver.latest else {
      Issue.record("a signal would act on \(saver.latest) after the sign-out")
      return
    }
    #expect(
      try await SQLiteSessionStore(
        directory: try StateDirectory(url: directory.url, report: { _ in })
      ).load() == nil)
  }
}
