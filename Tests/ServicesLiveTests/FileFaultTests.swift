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
  func aDamagedFavouritesFileIsSetAsideAndTheStoreStartsFresh(contents: String) throws {
    let reports = Locked<[String]>([])
    let directory = try freshDirectory(reports: reports)
    let file = directory.url.appendingPathComponent("favorites.json")
    try Data(contents.utf8).write(to: file)
    let store = FileFavoritesStore(directory: directory, clock: FixedClock())
    #expect(try store.favorites(of: demo).isEmpty)
    #expect(reports.value.count == 1)
    #expect(reports.value.first?.contains("\(file.path) is damaged") == true)
    #expect(reports.value.first?.contains("moved to \(file.path).corrupt-1700000000") == true)
    #expect(
      TestFiles.contents(atPath: file.path + ".corrupt-1700000000")
        == Data(contents.utf8))
    #expect(try store.favorites(of: demo).isEmpty)
    try store.setFavorite(true, recipeID: "tiramisu", for: demo)
    #expect(try store.favorites(of: demo) == ["tiramisu"])
  }

  @Test(arguments: damages)
  func aDamagedDeletionsFileIsSetAsideAndTheStoreStartsFresh(contents: String) throws {
    let reports = Locked<[String]>([])
    let directory = try freshDirectory(reports: reports)
    let file = directory.url.appendingPathComponent("deleted.json")
    try Data(contents.utf8).write(to: file)
    let store = FileDeletedRecipesStore(directory: directory, clock: FixedClock())
    #expect(try store.deletedRecipes(of: demo).isEmpty)
    #expect(reports.value.count == 1)
    #expect(reports.value.first?.contains(file.path) == true)
    #expect(FileManager.default.fileExists(atPath: file.path + ".corrupt-1700000000"))
    try store.markDeleted(recipeID: "scones", for: demo)
    #expect(try store.deletedRecipes(of: demo) == ["scones"])
  }

  @Test func anUnreadableSessionFileIsReportedSetAsideAndForgotten() throws {
    let reports = Locked<[String]>([])
    let directory = try freshDirectory(reports: reports)
    let file = directory.url.appendingPathComponent("session.json")
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
    let store = FileSessionStore(directory: directory, clock: FixedClock())
    #expect(try store.load() == nil)
    #expect(reports.value.count == 1)
    #expect(reports.value.first?.contains("not a regular file") == true)
    #expect(FileManager.default.fileExists(atPath: file.path + ".corrupt-1700000000"))
    #expect(try store.load() == nil)
  }

  @Test func aCrashBetweenWritingAndRenamingLeavesThePreviousFile() throws {
    let directory = try freshDirectory()
    let store = FileSessionStore(directory: directory, clock: FixedClock())
    let before = SavedSession(
      session: Session(user: demo, expiresAt: Date(timeIntervalSince1970: 2e9)),
      location: "cookbook://recipes/scones")
    try store.save(before)
    let torn = directory.url.appendingPathComponent(".session.json.tmp-4242-1")
    try Data(#"{"version": 1, "saved": {"ses"#.utf8).write(to: torn)
    #expect(try store.load() == before)
    let after = SavedSession(session: before.session, location: "cookbook://favorites")
    try store.save(after)
    #expect(try store.load() == after)
  }

  @Test func twoInstancesChangingTheSameFileLoseNothing() throws {
    let directory = try freshDirectory()
    let first = FileFavoritesStore(directory: directory, clock: FixedClock())
    let second = FileFavoritesStore(directory: directory, clock: FixedClock())
    let failures = Mutex(0)
    DispatchQueue.concurrentPerform(iterations: 2) { worker in
      let store = worker == 0 ? first : second
      for index in 0..<40 {
        do {
          try store.setFavorite(true, recipeID: "r\(worker)-\(index)", for: User(name: "demo"))
        } catch {
          failures.withLock { $0 += 1 }
        }
      }
    }
    #expect(failures.withLock { $0 } == 0)
    let all = try FileFavoritesStore(directory: directory, clock: FixedClock())
      .favorites(of: demo)
    #expect(all.count == 80)
  }

  @Test func aStoreSeesWhatAnotherInstanceWroteAfterItsLastRead() throws {
    let directory = try freshDirectory()
    let reader = FileFavoritesStore(directory: directory, clock: FixedClock())
    let writer = FileFavoritesStore(directory: directory, clock: FixedClock())
    #expect(try reader.favorites(of: demo).isEmpty)
    try writer.setFavorite(true, recipeID: "scones", for: demo)
    #expect(try reader.favorites(of: demo) == ["scones"])
    try writer.setFavorite(true, recipeID: "gazpacho", for: demo)
    #expect(try reader.favorites(of: demo) == ["scones", "gazpacho"])
    try FileManager.default.removeItem(at: directory.url.appendingPathComponent("favorites.json"))
    #expect(try reader.favorites(of: demo).isEmpty)
  }

  @Test(.enabled(if: getuid() != 0, "root may write anywhere"))
  func aReadOnlyStateDirectoryIsOpenedForReading() throws {
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
