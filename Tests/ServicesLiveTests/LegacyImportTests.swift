import Foundation
import Services
import TestSupport
import Testing

@testable import ServicesLive

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Upgrading loses nothing: a state directory of the JSON files 87982d3's release wrote (the
/// fixture was written by that release, driven by a script) is imported once, in one
/// transaction, and its files are kept beside the database.
struct LegacyImportTests {
  private let demo = User(name: "demo")
  private let chef = User(name: "chef")

  /// A copy of the fixture, as a state directory of its own.
  private func upgradedDirectory(reports: Locked<[String]> = Locked([])) throws -> StateDirectory {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/state-87982d3")
    let copy = FileManager.default.temporaryDirectory
      .appendingPathComponent("cookbook-upgrade-\(UUID().uuidString)")
    #expect(mkdir(copy.path, 0o700) == 0)
    for name in try FileManager.default.contentsOfDirectory(atPath: fixture.path) {
      try (TestFiles.contents(atPath: fixture.appendingPathComponent(name).path) ?? Data())
        .write(to: copy.appendingPathComponent(name))
    }
    return try StateDirectory(url: copy, report: { line in reports.mutate { $0.append(line) } })
  }

  @Test("A directory written by 87982d3's release keeps every user's state")
  func aDirectoryOfTheEarlierReleaseIsImported() async throws {
    let reports = Locked<[String]>([])
    let directory = try upgradedDirectory(reports: reports)
    let session = try #require(try await SQLiteSessionStore(directory: directory).load())
    #expect(session.session.user == chef)
    #expect(session.location == "cookbook://recipes/shakshuka")
    let favourites = SQLiteFavoritesStore(directory: directory)
    #expect(try await favourites.favorites(of: demo) == ["scones", "tiramisu"])
    #expect(try await favourites.favorites(of: chef) == ["miso-soup"])
    #expect(
      try await SQLiteDeletedRecipesStore(directory: directory).deletedRecipes(of: demo)
        == ["gazpacho"])
    let pantry = SQLitePantryStore(directory: directory)
    #expect(try await pantry.items(of: demo).map(\.name) == ["Rye flour", "Eggs"])
    #expect(try await pantry.items(of: chef).map(\.quantity) == ["2 g"])
    #expect(try await pantry.draft(for: nil, of: demo)?.name == "Milk")
    #expect(try await pantry.draft(for: "saffron", of: chef)?.quantity == "3 g")
    let settings = SQLiteSettingsStore(directory: directory)
    #expect(try await settings.settings(of: demo).order == .title)
    #expect(try await settings.settings(of: chef).order == .time)
    #expect(
      try StateQuery.texts("SELECT address FROM outbox", in: directory) == ["chef@example.com"])
    let left = names(in: directory)
    for name in [
      "session.json", "signed-out.json", "favorites.json", "deleted.json", "pantry.json",
      "settings.json", "outbox.txt",
    ] {
      #expect(left.contains(name + ".imported") && !left.contains(name), "\(name)")
    }
    #expect(!left.contains { $0.hasPrefix(".instance-") })
    #expect(reports.value.allSatisfy { $0.hasPrefix("Imported ") })
  }

  @Test("The earlier release's sign-out stays final after the upgrade")
  func anEarlierSignOutStaysFinal() async throws {
    let directory = try upgradedDirectory()
    let restored = SQLiteSessionStore(directory: directory)
    #expect(try await restored.load()?.session.user == chef)
    try await restored.clear()
    #expect(try await SQLiteSessionStore(directory: try reopened(directory)).load() == nil)
    #expect(
      try StateQuery.integer("SELECT ended FROM sign_ins WHERE user = 'demo'", in: directory) == 2)
  }

  @Test("The import waits for an earlier release's change in flight, then gives up with a message")
  func theImportWaitsForAnEarlierReleasesLock() async throws {
    let reports = Locked<[String]>([])
    let base = try upgradedDirectory()
    let directory = try StateDirectory(
      url: base.url, lockTimeout: 1.5, report: { line in reports.mutate { $0.append(line) } })
    let lock = open(directory.url.appendingPathComponent(".lock").path, O_RDWR | O_CLOEXEC)
    try #require(lock >= 0)
    #expect(flock(lock, LOCK_EX) == 0)
    let error = await #expect(throws: ServiceError.self) {
      _ = try await SQLiteFavoritesStore(directory: directory).favorites(of: demo)
    }
    #expect(error?.message.contains("waiting for an earlier cookbook") == true)
    #expect(names(in: directory).contains("favorites.json"))
    #expect(!names(in: directory).contains("cookbook.sqlite"))
    close(lock)
    #expect(try await SQLiteFavoritesStore(directory: directory).favorites(of: demo).count == 2)
  }

  @Test("A damaged earlier file is set aside as before, and the others are imported")
  func aDamagedEarlierFileIsSetAside() async throws {
    let reports = Locked<[String]>([])
    let directory = try freshDirectory(reports: reports)
    try Data("{ damaged".utf8).write(to: directory.url.appendingPathComponent("favorites.json"))
    try Data(#"{"version":1,"users":{"demo":["gazpacho"]}}"#.utf8).write(
      to: directory.url.appendingPathComponent("deleted.json"))
    #expect(try await SQLiteFavoritesStore(directory: directory).favorites(of: demo).isEmpty)
    #expect(
      try await SQLiteDeletedRecipesStore(directory: directory).deletedRecipes(of: demo)
        == ["gazpacho"])
    #expect(
      reports.value.contains { $0.contains("favorites.json is damaged") && $0.contains("moved to") }
    )
    #expect(names(in: directory).contains { $0.hasPrefix("favorites.json.corrupt-") })
  }
}
