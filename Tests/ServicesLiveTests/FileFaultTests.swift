import Foundation
import Services
import ServicesLive
import Synchronization
import TestSupport
import Testing

private struct FixedClock: WallClock {
  func now() -> Date { Date(timeIntervalSince1970: 1_700_000_000) }
}

private func freshDirectory(reports: Locked<[String]> = Locked([])) throws -> StateDirectory {
  try StateDirectory(
    url: FileManager.default.temporaryDirectory
      .appendingPathComponent("cookbook-faults-\(UUID().uuidString)"),
    report: { line in reports.mutate { $0.append(line) } })
}

/// Damage a file in the ways a crash, a bad edit or an older version would.
private let damages = [
  "garbage{",
  #"{"version": 1, "users": {"demo": ["tira"#,
  #"{"version": 2, "users": {}}"#,
  #"{"version": 1, "users": {"demo": 7}}"#,
]

struct FileFaultTests {
  private let demo = User(name: "demo")

  @Test(arguments: damages)
  func aDamagedFavouritesFileIsSetAsideAndTheStoreStartsFresh(contents: String) async throws {
    let reports = Locked<[String]>([])
    let directory = try freshDirectory(reports: reports)
    let file = directory.url.appendingPathComponent("favorites.json")
    try Data(contents.utf8).write(to: file)
    let store = FileFavoritesStore(directory: directory, clock: FixedClock())
    #expect(try await store.favorites(of: demo).isEmpty)
    #expect(reports.value.count == 1)
    #expect(reports.value.first?.contains("\(file.path) is damaged") == true)
    #expect(reports.value.first?.contains("moved to \(file.path).corrupt-1700000000") == true)
    #expect(
      TestFiles.contents(atPath: file.path + ".corrupt-1700000000")
        == Data(contents.utf8))
    #expect(try await store.favorites(of: demo).isEmpty)
    try await store.setFavorite(true, recipeID: "tiramisu", for: demo)
    #expect(try await store.favorites(of: demo) == ["tiramisu"])
  }

  @Test(arguments: damages)
  func aDamagedDeletionsFileIsSetAsideAndTheStoreStartsFresh(contents: String) async throws {
    let reports = Locked<[String]>([])
    let directory = try freshDirectory(reports: reports)
    let file = directory.url.appendingPathComponent("deleted.json")
    try Data(contents.utf8).write(to: file)
    let store = FileDeletedRecipesStore(directory: directory, clock: FixedClock())
    #expect(try await store.deletedRecipes(of: demo).isEmpty)
    #expect(reports.value.count == 1)
    #expect(reports.value.first?.contains(file.path) == true)
    #expect(FileManager.default.fileExists(atPath: file.path + ".corrupt-1700000000"))
    try await store.markDeleted(recipeID: "scones", for: demo)
    #expect(try await store.deletedRecipes(of: demo) == ["scones"])
  }

  @Test func anUnreadableSessionFileIsReportedSetAsideAndForgotten() async throws {
    let reports = Locked<[String]>([])
    let directory = try freshDirectory(reports: reports)
    let file = directory.url.appendingPathComponent("session.json")
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
    let store = FileSessionStore(directory: directory, clock: FixedClock())
    #expect(try await store.load() == nil)
    #expect(reports.value.count == 1)
    #expect(reports.value.first?.contains("not a regular file") == true)
    #expect(FileManager.default.fileExists(atPath: file.path + ".corrupt-1700000000"))
    #expect(try await store.load() == nil)
  }

  @Test func aCrashBetweenWritingAndRenamingLeavesThePreviousFile() async throws {
    let directory = try freshDirectory()
    let store = FileSessionStore(directory: directory, clock: FixedClock())
    let before = SavedSession(
      session: Session(user: demo, expiresAt: Date(timeIntervalSince1970: 2e9)),
      location: "cookbook://recipes/scones")
    try await store.save(before)
    let torn = directory.url.appendingPathComponent(".session.json.tmp-4242-1")
    try Data(#"{"version": 1, "saved": {"ses"#.utf8).write(to: torn)
    #expect(try await store.load() == before)
    let after = SavedSession(session: before.session, location: "cookbook://favorites")
    try await store.save(after)
    #expect(try await store.load() == after)
  }

  @Test func twoInstancesChangingTheSameFileLoseNothing() async throws {
    let directory = try freshDirectory()
    let first = FileFavoritesStore(directory: directory, clock: FixedClock())
    let second = FileFavoritesStore(directory: directory, clock: FixedClock())
    let failures = await withTaskGroup(of: Int.self) { group in
      for worker in 0..<2 {
        let store = worker == 0 ? first : second
        group.addTask {
          var failures = 0
          for index in 0..<40 {
            do {
              try await store.setFavorite(
                true, recipeID: "r\(worker)-\(index)", for: User(name: "demo"))
            } catch {
              failures += 1
            }
          }
          return failures
        }
      }
      return await group.reduce(0, +)
    }
    #expect(failures == 0)
    let all = try await FileFavoritesStore(directory: directory, clock: FixedClock())
      .favorites(of: demo)
    #expect(all.count == 80)
  }

  @Test func aStoreSeesWhatAnotherInstanceWroteAfterItsLastRead() async throws {
    let directory = try freshDirectory()
    let reader = FileFavoritesStore(directory: directory, clock: FixedClock())
    let writer = FileFavoritesStore(directory: directory, clock: FixedClock())
    #expect(try await reader.favorites(of: demo).isEmpty)
    try await writer.setFavorite(true, recipeID: "scones", for: demo)
    #expect(try await reader.favorites(of: demo) == ["scones"])
    try await writer.setFavorite(true, recipeID: "gazpacho", for: demo)
    #expect(try await reader.favorites(of: demo) == ["scones", "gazpacho"])
    try FileManager.default.removeItem(at: directory.url.appendingPathComponent("favorites.json"))
    #expect(try await reader.favorites(of: demo).isEmpty)
  }

  @Test(.enabled(if: getuid() != 0, "root may write anywhere"))
  func aReadOnlyStateDirectoryIsOpenedForReading() async throws {
    let directory = try freshDirectory()
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o500], ofItemAtPath: directory.url.path)
    defer {
      try? FileManager.default.setAttributes(
        [.posixPermissions: 0o700], ofItemAtPath: directory.url.path)
    }
    #expect(try StateDirectory(url: directory.url).isReadOnly)
  }
}
