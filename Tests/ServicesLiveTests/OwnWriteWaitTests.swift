import Foundation
import Services
import TestSupport
import Testing

@testable import ServicesLive

private struct FixedClock: WallClock {
  func now() -> Date { Date(timeIntervalSince1970: 1_700_000_000) }
}

/// Issue 20, finding 12: a change that waits for another change of the same process says
/// nothing about "another cookbook": only another process's lock is worth a message.
struct OwnWriteWaitTests {
  @Test("Finding 12: waiting on this process's own write does not say another cookbook holds it")
  func waitingOnOwnWriteSaysNothing() async throws {
    let reports = Locked<[String]>([])
    let directory = try StateDirectory(
      url: FileManager.default.temporaryDirectory
        .appendingPathComponent("cookbook-own-wait-\(UUID().uuidString)"),
      report: { line in reports.mutate { $0.append(line) } })
    let holding = Locked(false)
    let slowWrite = Thread {
      try? StateLock.withLock(in: directory) { _ in
        holding.mutate { $0 = true }
        Thread.sleep(forTimeInterval: 1.5)
      }
    }
    slowWrite.start()
    while !holding.value { try await Task.sleep(for: .milliseconds(5)) }
    let store = FileFavoritesStore(directory: directory, clock: FixedClock())
    try await store.setFavorite(true, recipeID: "tiramisu", for: User(name: "demo"))
    #expect(try await store.favorites(of: User(name: "demo")) == ["tiramisu"])
    #expect(reports.value.isEmpty, "\(reports.value)")
  }
}
