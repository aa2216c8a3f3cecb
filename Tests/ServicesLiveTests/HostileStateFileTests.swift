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

/// A state directory whose reports a test can read.
private struct Watched {
  let directory: StateDirectory
  let reports = Locked<[String]>([])

  init(lockTimeout: TimeInterval = 5) throws {
    let reports = self.reports
    directory = try StateDirectory(
      url: FileManager.default.temporaryDirectory
        .appendingPathComponent("cookbook-hostile-\(UUID().uuidString)"),
      lockTimeout: lockTimeout, report: { line in reports.mutate { $0.append(line) } })
  }

  func path(_ name: String) -> String { directory.url.appendingPathComponent(name).path }
}

/// Runs `body` and waits up to `seconds` for it. A FIFO opened for reading blocks until a
/// writer comes, so when time is up, the FIFO at `unblocking` is opened for writing to let
/// `body` go on.
/// - Returns: whether `body` finished in time.
private func finishes(
  within seconds: Double, unblocking fifo: String, _ body: @escaping @Sendable () async -> Void
) async -> Bool {
  await withTaskGroup(of: Bool.self) { group in
    group.addTask { @concurrent in
      await body()
      return true
    }
    group.addTask { @concurrent in
      try? await Task.sleep(for: .seconds(seconds))
      guard !Task.isCancelled else { return true }
      let writer = open(fifo, O_WRONLY | O_NONBLOCK)
      if writer >= 0 { close(writer) }
      return false
    }
    let first = await group.next() ?? false
    group.cancelAll()
    return first
  }
}

/// Issue 13, items 3, 5, 6, 7, 15 and 16, at the level of the stores: no file in the state
/// directory can redirect a write, hang a read or exhaust memory, and every problem is
/// reported once, by name.
struct HostileStateFileTests {
  private let demo = User(name: "demo")
  private let saved = SavedSession(
    session: Session(user: User(name: "demo"), expiresAt: Date(timeIntervalSince1970: 2e9)),
    location: "cookbook://recipes/tiramisu")

  @Test("Item 5: a lock file that is a symbolic link is set aside, never followed")
  func aSymlinkedLockFileIsSetAsideNeverFollowed() async throws {
    let watched = try Watched()
    let elsewhere = FileManager.default.temporaryDirectory
      .appendingPathComponent("cookbook-elsewhere-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: false)
    let target = elsewhere.appendingPathComponent("planted").path
    try FileManager.default.removeItem(atPath: watched.path(".lock"))
    #expect(symlink(target, watched.path(".lock")) == 0)
    try await FileFavoritesStore(directory: watched.directory, clock: FixedClock())
      .setFavorite(true, recipeID: "scones", for: demo)
    #expect(!FileManager.default.fileExists(atPath: target))
    #expect(ShellFree.isRegularFile(watched.path(".lock")))
    #expect(watched.reports.value.contains { $0.contains(".lock cannot be used") })
    let backup = try #require(
      try FileManager.default.contentsOfDirectory(atPath: watched.directory.url.path)
        .first { $0.hasPrefix(".lock.corrupt-") })
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: watched.path(backup)) == target)
  }

  @Test("Item 5: a state file that is a symbolic link is set aside, never followed")
  func aSymlinkedStateFileIsSetAsideNeverFollowed() async throws {
    let watched = try Watched()
    let forged = watched.path("forged")
    try Data(#"{"version": 1, "users": {"demo": ["tiramisu"]}}"#.utf8)
      .write(to: URL(fileURLWithPath: forged))
    #expect(symlink(forged, watched.path("favorites.json")) == 0)
    let store = FileFavoritesStore(directory: watched.directory, clock: FixedClock())
    #expect(try await store.favorites(of: demo).isEmpty)
    try await store.setFavorite(true, recipeID: "scones", for: demo)
    #expect(try await store.favorites(of: demo) == ["scones"])
    #expect(
      TestFiles.contents(atPath: forged)
        == Data(#"{"version": 1, "users": {"demo": ["tiramisu"]}}"#.utf8))
    #expect(watched.reports.value.count == 1)
    #expect(watched.reports.value.first?.contains("symbolic link") == true)
  }

  @Test(
    "Item 6: a FIFO in place of a state file is set aside without blocking",
    arguments: ["session.json", "favorites.json", "outbox.txt"])
  func aFifoIsSetAsideWithoutBlocking(name: String) async throws {
    let watched = try Watched()
    let fifo = watched.path(name)
    #expect(mkfifo(fifo, 0o600) == 0)
    let directory = watched.directory
    let user = demo
    let finished = await finishes(within: 5, unblocking: fifo) {
      switch name {
      case "session.json":
        _ = try? await FileSessionStore(directory: directory, clock: FixedClock()).load()
      case "favorites.json":
        _ = try? await FileFavoritesStore(directory: directory, clock: FixedClock()).favorites(
          of: user)
      default:
        try? await OutboxPasswordResetService(directory: directory, clock: FixedClock())
          .requestReset(for: "a@x.org")
      }
    }
    #expect(finished)
    #expect(watched.reports.value.contains { $0.contains("\(fifo) cannot be used") })
    #expect(FileManager.default.fileExists(atPath: fifo + ".corrupt-1700000000"))
  }

  @Test("Item 2: an outbox that is a hard link is set aside, so no other file is appended to")
  func aHardLinkedOutboxIsSetAside() async throws {
    let watched = try Watched()
    let elsewhere = FileManager.default.temporaryDirectory
      .appendingPathComponent("cookbook-victim-\(UUID().uuidString)")
    try Data("keep me\n".utf8).write(to: elsewhere)
    #expect(link(elsewhere.path, watched.path("outbox.txt")) == 0)
    try await OutboxPasswordResetService(directory: watched.directory, clock: FixedClock())
      .requestReset(for: "a@x.org")
    #expect(TestFiles.contents(atPath: elsewhere.path) == Data("keep me\n".utf8))
    let outbox = String(
      decoding: TestFiles.contents(atPath: watched.path("outbox.txt")) ?? Data(), as: UTF8.self)
    #expect(outbox.contains("To: a@x.org "))
    #expect(watched.reports.value.contains { $0.contains("hard link") })
  }

  @Test("Item 7: an oversized file is set aside without being read")
  func anOversizedFileIsSetAsideWithoutBeingRead() async throws {
    let watched = try Watched()
    let file = watched.path("session.json")
    #expect(FileManager.default.createFile(atPath: file, contents: nil))
    #expect(truncate(file, 1 << 30) == 0)
    let started = Date()
    #expect(
      try await FileSessionStore(directory: watched.directory, clock: FixedClock()).load() == nil)
    #expect(Date().timeIntervalSince(started) < 1)
    #expect(watched.reports.value.count == 1)
    #expect(watched.reports.value.first?.contains("too large: 1073741824 bytes") == true)
    var status = stat()
    #expect(stat(file + ".corrupt-1700000000", &status) == 0 && status.st_size == 1 << 30)
  }

  @Test("Item 3: a damaged file is set aside by the identity it was read with")
  func onlyTheFileThatWasReadIsSetAside() async throws {
    let watched = try Watched()
    let reader = FileFavoritesStore(directory: watched.directory, clock: FixedClock())
    let writer = FileFavoritesStore(directory: watched.directory, clock: FixedClock())
    try Data("damaged".utf8).write(to: URL(fileURLWithPath: watched.path("favorites.json")))
    try await writer.setFavorite(true, recipeID: "scones", for: demo)
    #expect(try await reader.favorites(of: demo) == ["scones"])
    try await writer.setFavorite(true, recipeID: "gazpacho", for: demo)
    #expect(try await reader.favorites(of: demo) == ["scones", "gazpacho"])
    #expect(watched.reports.value.count == 1)
    #expect(
      TestFiles.contents(atPath: watched.path("favorites.json.corrupt-1700000000"))
        == Data("damaged".utf8))
  }

  @Test("Item 15: backups of damaged files are numbered, never overwritten")
  func backupsAreNumbered() async throws {
    let watched = try Watched()
    let store = FileSessionStore(directory: watched.directory, clock: FixedClock())
    for damage in ["one", "two", "three"] {
      try Data(damage.utf8).write(to: URL(fileURLWithPath: watched.path("session.json")))
      #expect(try await store.load() == nil)
    }
    for (suffix, damage) in [("", "one"), ("-2", "two"), ("-3", "three")] {
      #expect(
        TestFiles.contents(atPath: watched.path("session.json.corrupt-1700000000\(suffix)"))
          == Data(damage.utf8))
    }
    #expect(watched.reports.value.count == 3)
  }

  @Test("Item 16: waiting for another instance's lock is limited, and said")
  func waitingForTheLockIsLimitedAndSaid() async throws {
    let watched = try Watched(lockTimeout: 1.5)
    let holder = open(watched.path(".lock"), O_RDWR | O_CLOEXEC)
    try #require(holder >= 0)
    defer { close(holder) }
    #expect(flock(holder, LOCK_EX) == 0)
    let store = FileFavoritesStore(directory: watched.directory, clock: FixedClock())
    let started = Date()
    await #expect {
      try await store.setFavorite(true, recipeID: "scones", for: demo)
    } throws: { error in
      (error as? ServiceError)?.message.contains("waiting for another cookbook") == true
    }
    #expect((1.4..<5).contains(Date().timeIntervalSince(started)))
    #expect(watched.reports.value.contains { $0.hasPrefix("Waiting for another cookbook") })
    flock(holder, LOCK_UN)
    try await store.setFavorite(true, recipeID: "scones", for: demo)
    #expect(try await store.favorites(of: demo) == ["scones"])
  }

  @Test("Item 14: a write leaves no temporary file, and a failed one removes its own")
  func aFailedWriteRemovesItsTemporaryFile() async throws {
    let watched = try Watched()
    try FileManager.default.createDirectory(
      atPath: watched.path("session.json"), withIntermediateDirectories: false)
    try FileManager.default.createDirectory(
      atPath: watched.path("session.json") + "/inside", withIntermediateDirectories: false)
    let store = FileSessionStore(directory: watched.directory, clock: FixedClock())
    try await store.save(saved)
    #expect(try await store.load() == saved)
    let names = try FileManager.default.contentsOfDirectory(atPath: watched.directory.url.path)
    #expect(!names.contains { $0.contains(".tmp-") })
    #expect(names.contains("session.json.corrupt-1700000000"))
  }
}

/// File checks that do not follow symbolic links.
private enum ShellFree {
  static func isRegularFile(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
  }
}
