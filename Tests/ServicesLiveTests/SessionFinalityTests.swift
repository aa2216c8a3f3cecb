import Foundation
import Services
import ServicesLive
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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

/// Issue 20, finding 1: a sign-out is recorded whatever `signed-out.json` holds, because the
/// record is one number per user.
struct BoundedSignOutTests {
  private let demo = User(name: "demo")

  private func directory(
    lockTimeout: TimeInterval = 5, reports: Locked<[String]> = Locked([])
  ) throws -> StateDirectory {
    try StateDirectory(
      url: FileManager.default.temporaryDirectory
        .appendingPathComponent("cookbook-bounded-\(UUID().uuidString)"), lockTimeout: lockTimeout,
      report: { line in reports.mutate { $0.append(line) } })
  }

  private func session(_ user: User, _ offset: TimeInterval) -> SavedSession {
    SavedSession(
      session: Session(user: user, expiresAt: Date(timeIntervalSince1970: 2e9 + offset)),
      location: nil)
  }

  private func size(of name: String, in directory: StateDirectory) -> Int {
    TestFiles.contents(atPath: directory.url.appendingPathComponent(name).path)?.count ?? 0
  }

  @Test("Finding 1: a hundred sign-outs of one user keep signed-out.json at one short record")
  func signingOutAgainNeverMakesTheRecordGrow() async throws {
    let directory = try directory()
    for round in 0..<100 {
      let store = FileSessionStore(directory: directory, clock: FixedClock())
      try await store.save(session(demo, Double(round)))
      try await store.clear()
      #expect(size(of: "signed-out.json", in: directory) < 60, "round \(round)")
    }
  }

  @Test("Finding 1: a sign-out is recorded when signed-out.json is planted full of other users")
  func aSignOutIsRecordedInAFullFile() async throws {
    let reports = Locked<[String]>([])
    let directory = try directory(reports: reports)
    let records = (0..<60_000).map { #""u\#($0)":\#($0)"# }.joined(separator: ",")
    let planted = Data((#"{"version":1,"users":{"# + records + "}}").utf8)
    #expect(planted.count < 1 << 20)
    try planted.write(to: directory.url.appendingPathComponent("signed-out.json"))
    let store = FileSessionStore(directory: directory, clock: FixedClock())
    try await store.save(session(demo, 0))
    try await store.clear()
    #expect(try await FileSessionStore(directory: directory, clock: FixedClock()).load() == nil)
    try await store.save(session(demo, 0))
    #expect(try await FileSessionStore(directory: directory, clock: FixedClock()).load() == nil)
    #expect(size(of: "signed-out.json", in: directory) <= 1 << 20)
    #expect(reports.value.count == 1)
    #expect(reports.value.first?.contains("were dropped to make room") == true)
  }

  @Test("Finding 1: a sign-out ends the sessions of that user that other instances restored")
  func aSignOutEndsEarlierSessionsOfTheUser() async throws {
    let directory = try directory()
    let first = FileSessionStore(directory: directory, clock: FixedClock())
    try await first.save(session(demo, 0))
    let restored = FileSessionStore(directory: directory, clock: FixedClock())
    #expect(try await restored.load() == session(demo, 0))
    let signedInAgain = FileSessionStore(directory: directory, clock: FixedClock())
    try await signedInAgain.save(session(demo, 60))
    let chef = FileSessionStore(directory: directory, clock: FixedClock())
    try await chef.save(session(User(name: "chef"), 0))
    try await signedInAgain.clear()
    try await restored.save(session(demo, 0))
    #expect(
      try await FileSessionStore(directory: directory, clock: FixedClock()).load()
        == session(User(name: "chef"), 0))
    let later = FileSessionStore(directory: directory, clock: FixedClock())
    try await later.save(session(demo, 120))
    #expect(
      try await FileSessionStore(directory: directory, clock: FixedClock()).load()
        == session(demo, 120))
  }

  @Test("Finding 1: the list written before generations still ends the sessions it names")
  func theFormerListOfSessionsStillEndsItsUsersSessions() async throws {
    let directory = try directory()
    let legacy = #"{"version":1,"sessions":[{"expiresAt":2000000000,"user":{"name":"demo"}}]}"#
    try Data(legacy.utf8).write(to: directory.url.appendingPathComponent("signed-out.json"))
    let formerSession =
      #"{"version":1,"saved":{"session":{"expiresAt":2000000000,"#
      + #""user":{"name":"demo"}}}}"#
    try Data(formerSession.utf8).write(to: directory.url.appendingPathComponent("session.json"))
    #expect(try await FileSessionStore(directory: directory, clock: FixedClock()).load() == nil)
    let store = FileSessionStore(directory: directory, clock: FixedClock())
    try await store.save(session(demo, 1))
    #expect(
      try await FileSessionStore(directory: directory, clock: FixedClock()).load()
        == session(demo, 1))
  }

  @Test("Finding 1: a planted largest generation costs a sign-in, never a sign-out")
  func aPlantedLargestGenerationCostsASignInNeverASignOut() async throws {
    let directory = try directory()
    let planted =
      #"{"version":1,"saved":{"session":{"expiresAt":2000000000,"#
      + #""user":{"name":"demo"}}},"generation":18446744073709551615}"#
    try Data(planted.utf8).write(to: directory.url.appendingPathComponent("session.json"))
    let store = FileSessionStore(directory: directory, clock: FixedClock())
    #expect(try await store.load() == session(demo, 0))
    try await store.clear()
    #expect(try await FileSessionStore(directory: directory, clock: FixedClock()).load() == nil)
    let next = FileSessionStore(directory: directory, clock: FixedClock())
    try await next.save(session(demo, 60))
    #expect(try await FileSessionStore(directory: directory, clock: FixedClock()).load() == nil)
  }

  @Test("Finding 1: a sign-out that cannot take the lock throws, and the session stays saved")
  func aSignOutThatCannotBeRecordedThrowsAndChangesNothing() async throws {
    let directory = try directory(lockTimeout: 0.2)
    let store = FileSessionStore(directory: directory, clock: FixedClock())
    try await store.save(session(demo, 0))
    let lock = open(directory.url.appendingPathComponent(".lock").path, O_RDWR | O_CLOEXEC)
    try #require(lock >= 0)
    #expect(flock(lock, LOCK_EX) == 0)
    #expect(throws: ServiceError.self) { try store.clearNow() }
    flock(lock, LOCK_UN)
    close(lock)
    #expect(
      try await FileSessionStore(directory: directory, clock: FixedClock()).load()
        == session(demo, 0))
    try store.clearNow()
    #expect(try await FileSessionStore(directory: directory, clock: FixedClock()).load() == nil)
  }
}
