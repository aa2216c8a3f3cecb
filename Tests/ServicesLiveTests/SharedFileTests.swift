import Foundation
import Services
import ServicesLive
import Synchronization
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

private func freshURL() -> URL {
  FileManager.default.temporaryDirectory
    .appendingPathComponent("cookbook-shared-\(UUID().uuidString)")
}

/// Issue 13, items 2, 3, 14 and 15: files shared by instances are changed under the lock,
/// only the file that was read is ever set aside, and nothing is left or overwritten.
struct SharedFileTests {
  private let demo = User(name: "demo")

  @Test("Item 2: two outbox writers sending 50 links each lose none")
  func twoOutboxWritersLoseNoMessage() async throws {
    let directory = try StateDirectory(url: freshURL(), report: { _ in })
    let writers = (0..<2).map { _ in
      OutboxPasswordResetService(directory: directory, clock: FixedClock())
    }
    await withTaskGroup(of: Void.self) { group in
      for (number, writer) in writers.enumerated() {
        group.addTask { @concurrent in
          for index in 0..<50 { try? await writer.requestReset(for: "u\(number)-\(index)@x.org") }
        }
      }
    }
    let outbox = String(
      decoding: TestFiles.contents(atPath: directory.url.appendingPathComponent("outbox.txt").path)
        ?? Data(), as: UTF8.self)
    #expect(outbox.split(separator: "\n").count == 100)
  }

  @Test("Item 3: a good file written by another instance is never set aside as damaged")
  func aGoodFileWrittenByAnotherInstanceIsNeverSetAside() async throws {
    let damaged = Data(
      ("{\"version\": 1, \"users\": " + String(repeating: " ", count: 4 << 20)).utf8)
    for round in 0..<8 {
      let directory = try StateDirectory(url: freshURL(), report: { _ in })
      let file = directory.url.appendingPathComponent("favorites.json")
      try damaged.write(to: file)
      let reader = FileFavoritesStore(directory: directory, clock: FixedClock())
      let writer = FileFavoritesStore(directory: directory, clock: FixedClock())
      async let read: Void = { _ = try? await reader.favorites(of: demo) }()
      async let write: Void = {
        for index in 0..<20 {
          try? await writer.setFavorite(true, recipeID: "r\(index)", for: demo)
        }
      }()
      _ = await (read, write)
      let kept = try await FileFavoritesStore(directory: directory, clock: FixedClock())
        .favorites(of: demo)
      #expect(kept.count == 20, "round \(round)")
      for name in try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
      where name.hasPrefix("favorites.json.corrupt-") {
        let backup = TestFiles.contents(
          atPath: directory.url.appendingPathComponent(name).path)
        #expect(backup == damaged, "round \(round): \(name) is not the damaged file")
      }
    }
  }

  @Test("Item 14: temporary files left by a killed run are removed when the directory opens")
  func temporaryFilesOfAKilledRunAreRemoved() async throws {
    let url = freshURL()
    _ = try StateDirectory(url: url, report: { _ in })
    let leftovers = [".favorites.json.tmp-4242-17", ".session.json.tmp-99999-3"]
    for name in leftovers {
      try Data("{".utf8).write(to: url.appendingPathComponent(name))
    }
    try Data("keep".utf8).write(to: url.appendingPathComponent("notes.tmp-1-2"))
    _ = try StateDirectory(url: url, report: { _ in })
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
        == [".lock", "notes.tmp-1-2"])
  }

  @Test("Item 15: two damaged files in the same second get two backups")
  func backupsNeverOverwriteEachOther() async throws {
    let directory = try StateDirectory(url: freshURL(), report: { _ in })
    let file = directory.url.appendingPathComponent("favorites.json")
    let store = FileFavoritesStore(directory: directory, clock: FixedClock())
    try Data("first damage".utf8).write(to: file)
    _ = try? await store.favorites(of: demo)
    try Data("second damage".utf8).write(to: file)
    _ = try? await store.favorites(of: demo)
    let backups = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
      .filter { $0.hasPrefix("favorites.json.corrupt-") }.sorted()
    #expect(backups.count == 2)
    let contents = Set(
      backups.compactMap {
        TestFiles.contents(atPath: directory.url.appendingPathComponent($0).path)
      })
    #expect(contents == [Data("first damage".utf8), Data("second damage".utf8)])
    #expect(backups.first == "favorites.json.corrupt-1700000000")
  }
}

/// Found by `Scripts/soak.sh`: a cache that trusted inode, size and modification time served
/// an old read after another instance's write, when the new file got the old one's inode, its
/// size and its time (within one clock tick), and a read-modify-write then lost that write.
struct ReusedInodeTests {
  @Test("Item 2: a read after another instance's write is never served from an older file")
  func aReadIsNeverServedFromAReplacedFile() async throws {
    let directory = try StateDirectory(url: freshURL(), report: { _ in })
    let reader = FileFavoritesStore(directory: directory, clock: FixedClock())
    let writer = FileFavoritesStore(directory: directory, clock: FixedClock())
    let demo = User(name: "demo")
    var stale = 0
    for round in 0..<100 {
      let id = round.isMultiple(of: 2) ? "aaaa" : "bbbb"
      try await writer.setFavorite(true, recipeID: id, for: demo)
      if try await reader.favorites(of: demo) != [id] { stale += 1 }
      try await writer.setFavorite(false, recipeID: id, for: demo)
      if try await !reader.favorites(of: demo).isEmpty { stale += 1 }
    }
    #expect(stale == 0)
  }
}
