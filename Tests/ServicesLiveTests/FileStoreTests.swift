import Foundation
import Services
import ServicesLive
import TestSupport
import Testing

private struct FixedClock: WallClock {
  func now() -> Date { Date(timeIntervalSince1970: 1_700_000_000) }
}

private func temporaryDirectory() -> URL {
  FileManager.default.temporaryDirectory
    .appendingPathComponent("cookbook-tests-\(UUID().uuidString)/state")
}

private func permissions(_ url: URL) throws -> Int {
  try (FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int) ?? -1
}

struct FileStoreTests {
  private let saved = SavedSession(
    session: Session(user: User(name: "demo"), expiresAt: Date(timeIntervalSince1970: 2e9)),
    location: "cookbook://recipes/tiramisu")

  @Test func theStateDirectoryAndItsFilesAreOwnerOnly() async throws {
    let directory = try StateDirectory(url: temporaryDirectory())
    try await FileSessionStore(directory: directory, clock: FixedClock()).save(saved)
    #expect(try permissions(directory.url) == 0o700)
    #expect(try permissions(directory.url.appendingPathComponent("session.json")) == 0o600)
  }

  @Test func aSavedSessionLoadsBackAndClearingForgetsIt() async throws {
    let store = FileSessionStore(
      directory: try StateDirectory(url: temporaryDirectory()), clock: FixedClock())
    #expect(try await store.load() == nil)
    try await store.save(saved)
    #expect(try await store.load() == saved)
    try await store.clear()
    #expect(try await store.load() == nil)
    try await store.clear()
  }

  @Test func savingLeavesNoTemporaryFilesBehind() async throws {
    let directory = try StateDirectory(url: temporaryDirectory())
    let store = FileSessionStore(directory: directory, clock: FixedClock())
    for _ in 0..<5 { try await store.save(saved) }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
        .filter { $0 != ".lock" } == ["session.json"])
  }

  @Test(arguments: [
    "garbage{", #"{"version": 1, "saved": {"session": 3}}"#, #"{"version": 99}"#, "",
  ])
  func aDamagedSessionFileIsSetAsideAndReportedByName(contents: String) async throws {
    let reports = Locked<[String]>([])
    let directory = try StateDirectory(
      url: temporaryDirectory(), report: { line in reports.mutate { $0.append(line) } })
    let file = directory.url.appendingPathComponent("session.json")
    try Data(contents.utf8).write(to: file)
    let store = FileSessionStore(directory: directory, clock: FixedClock())
    #expect(try await store.load() == nil)
    #expect(reports.value.count == 1)
    #expect(reports.value.first?.contains(file.path) == true)
    let backup = file.path + ".corrupt-1700000000"
    #expect(TestFiles.contents(atPath: backup) == Data(contents.utf8))
    #expect(try await store.load() == nil)
  }

  @Test func favouritesAreKeptPerUser() async throws {
    let directory = try StateDirectory(url: temporaryDirectory())
    let store = FileFavoritesStore(directory: directory, clock: FixedClock())
    let demo = User(name: "demo")
    let chef = User(name: "chef")
    try await store.setFavorite(true, recipeID: "tiramisu", for: demo)
    try await store.setFavorite(true, recipeID: "scones", for: demo)
    try await store.setFavorite(true, recipeID: "gazpacho", for: chef)
    try await store.setFavorite(false, recipeID: "scones", for: demo)
    let reopened = FileFavoritesStore(directory: directory, clock: FixedClock())
    #expect(try await reopened.favorites(of: demo) == ["tiramisu"])
    #expect(try await reopened.favorites(of: chef) == ["gazpacho"])
    #expect(try permissions(directory.url.appendingPathComponent("favorites.json")) == 0o600)
  }

  @Test func aResetRequestIsDeliveredToTheOutbox() async throws {
    let directory = try StateDirectory(url: temporaryDirectory())
    let service = OutboxPasswordResetService(directory: directory, clock: FixedClock())
    try await service.requestReset(for: "a@example.com")
    try await service.requestReset(for: "b@example.com")
    let outbox = try String(
      contentsOf: directory.url.appendingPathComponent("outbox.txt"), encoding: .utf8)
    #expect(outbox.split(separator: "\n").count == 2)
    #expect(outbox.contains("To: a@example.com") && outbox.contains("To: b@example.com"))
  }

  @Test func aStateDirectoryThatCannotBeCreatedIsReported() async throws {
    let blocker = temporaryDirectory()
    try FileManager.default.createDirectory(
      at: blocker.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("a file".utf8).write(to: blocker)
    #expect(
      throws: ServiceError(
        "Could not create the state directory \(blocker.path)/x: \(blocker.path) is not a directory."
      )
    ) {
      try StateDirectory(url: blocker.appendingPathComponent("x"))
    }
  }
}
