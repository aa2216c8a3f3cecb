import Foundation
import Services
import TestSupport
import Testing

@testable import ServicesLive

/// Issue 13, item 1, and issue 29, findings 02 and 06: once a session is signed out, no later
/// save brings it back, whoever makes it: a signal handler holding an older snapshot, another
/// window, or a window whose read of the sign-out failed.
struct SessionFinalityTests {
  private let demo = User(name: "demo")

  private func saved(_ user: User, _ offset: TimeInterval = 0) -> SavedSession {
    SavedSession(
      session: Session(user: user, expiresAt: Date(timeIntervalSince1970: 2e9 + offset)),
      location: "cookbook://recipes/tiramisu")
  }

  @Test("Item 1: a snapshot saved after its session was cleared does not sign the user back in")
  func aSnapshotSavedAfterItsSessionWasClearedIsRefused() async throws {
    let store = SQLiteSessionStore(directory: try freshDirectory())
    try await store.save(saved(demo))
    try await store.clear()
    try await store.save(saved(demo))
    #expect(try await store.load() == nil)
  }

  @Test("Item 1: another instance cannot save back a session that one instance signed out")
  func anotherInstanceCannotSaveBackASignedOutSession() async throws {
    let directory = try freshDirectory()
    let first = SQLiteSessionStore(directory: directory)
    let second = SQLiteSessionStore(directory: try reopened(directory))
    try await first.save(saved(demo))
    #expect(try await second.load() == saved(demo))
    try await first.clear()
    try await second.save(saved(demo))
    #expect(try await SQLiteSessionStore(directory: try reopened(directory)).load() == nil)
  }

  @Test("Item 1: signing in again after a sign-out is saved as usual")
  func aNewSignInAfterASignOutIsSaved() async throws {
    let store = SQLiteSessionStore(directory: try freshDirectory())
    try await store.save(saved(demo))
    try await store.clear()
    try await store.save(saved(demo, 60))
    #expect(try await store.load() == saved(demo, 60))
    try await store.save(saved(User(name: "chef")))
    #expect(try await store.load() == saved(User(name: "chef")))
  }

  @Test("Item 1: a save racing a sign-out on another thread never outlives it")
  func aSaveRacingASignOutNeverOutlivesIt() async throws {
    for _ in 0..<40 {
      let directory = try freshDirectory()
      let main = SQLiteSessionStore(directory: directory)
      try await main.save(saved(demo))
      let handler = SQLiteSessionStore(directory: try reopened(directory))
      DispatchQueue.concurrentPerform(iterations: 2) { worker in
        if worker == 0 { try? main.clearNow() } else { try? handler.saveNow(saved(demo)) }
      }
      #expect(try await main.load() == nil)
    }
  }

  @Test("Finding 1: a hundred sign-outs of one user keep one record of them")
  func signingOutAgainNeverMakesTheRecordGrow() async throws {
    let directory = try freshDirectory()
    for round in 0..<100 {
      let store = SQLiteSessionStore(directory: directory)
      try await store.save(saved(demo, Double(round)))
      try await store.clear()
    }
    #expect(try StateQuery.integer("SELECT count(*) FROM sign_ins", in: directory) == 1)
    #expect(try StateQuery.integer("SELECT ended FROM sign_ins", in: directory) == 100)
  }

  @Test("Finding 02: a sign-out ends every session of its user given out before it")
  func aSignOutEndsEverySessionOfThatUserGivenOutBeforeIt() async throws {
    let directory = try freshDirectory()
    let windowA = SQLiteSessionStore(directory: directory)
    let windowB = SQLiteSessionStore(directory: try reopened(directory))
    try await windowA.save(saved(demo))
    #expect(try await windowB.load() == saved(demo))
    try await windowA.clear()
    try await windowA.save(saved(demo, 60))
    try await windowA.save(SavedSession(session: saved(demo, 60).session, location: nil))
    try await windowB.clear()
    #expect(try await SQLiteSessionStore(directory: try reopened(directory)).load() == nil)
    let later = SQLiteSessionStore(directory: directory)
    try await later.save(saved(demo, 120))
    #expect(
      try await SQLiteSessionStore(directory: try reopened(directory)).load() == saved(demo, 120))
  }

  @Test("Finding 06: a window whose read of the sign-out fails saves nothing back")
  func aWindowThatCannotReadTheSignOutDoesNotSaveTheSessionBack() async throws {
    let directory = try freshDirectory()
    let windowA = SQLiteSessionStore(directory: directory)
    let slow = try reopened(directory, lockTimeout: 0.2)
    let windowB = SQLiteSessionStore(directory: slow)
    try await windowA.save(saved(demo))
    #expect(try await windowB.load() == saved(demo))
    try await windowA.clear()
    let holder = try StateQuery.connection(directory)
    try holder.execute("BEGIN EXCLUSIVE")
    #expect(throws: ServiceError.self) { try windowB.saveNow(saved(demo)) }
    try holder.execute("ROLLBACK")
    try windowB.saveNow(saved(demo))
    #expect(try await SQLiteSessionStore(directory: try reopened(directory)).load() == nil)
  }

  @Test("Finding 1: a sign-out that cannot be recorded throws, and the session stays saved")
  func aSignOutThatCannotBeRecordedThrowsAndChangesNothing() async throws {
    let directory = try freshDirectory(lockTimeout: 0.2)
    let store = SQLiteSessionStore(directory: directory)
    try await store.save(saved(demo))
    let holder = try StateQuery.connection(directory)
    try holder.execute("BEGIN IMMEDIATE")
    #expect(throws: ServiceError.self) { try store.clearNow() }
    try holder.execute("ROLLBACK")
    #expect(try await SQLiteSessionStore(directory: try reopened(directory)).load() == saved(demo))
    try store.clearNow()
    #expect(try await SQLiteSessionStore(directory: try reopened(directory)).load() == nil)
  }

  @Test("Finding 1: a planted largest generation costs a sign-in, never a sign-out")
  func aPlantedLargestGenerationCostsASignInNeverASignOut() async throws {
    let directory = try freshDirectory()
    let store = SQLiteSessionStore(directory: directory)
    try await store.save(saved(demo))
    try StateQuery.connection(directory).execute(
      "UPDATE sign_ins SET issued = 9223372036854775807; "
        + "UPDATE session SET generation = 9223372036854775807")
    let restored = SQLiteSessionStore(directory: try reopened(directory))
    #expect(try await restored.load() == saved(demo))
    try await restored.clear()
    #expect(try await SQLiteSessionStore(directory: try reopened(directory)).load() == nil)
    try await SQLiteSessionStore(directory: directory).save(saved(demo, 60))
    #expect(try await SQLiteSessionStore(directory: try reopened(directory)).load() == nil)
  }
}
