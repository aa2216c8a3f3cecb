import Foundation
import Services
import Testing

@testable import ServicesLive

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

private struct FixedClock: WallClock {
  func now() -> Date { Date(timeIntervalSince1970: 1_700_000_000) }
}

/// Issue 20, finding 9, through the state directory's system-call seam: a failed write names
/// the error of the call that failed, and leaves the file as it was.
struct WriteFailureTests {
  private let demo = User(name: "demo")

  private static func failing(_ code: Int32) -> @Sendable () -> Int32 {
    {
      errno = code
      return -1
    }
  }

  @Test(
    "Finding 9: ENOSPC on rename and EIO on fsync are named, and nothing is left half-done",
    arguments: [("rename", ENOSPC), ("fsync", EIO)])
  func aFailedWriteNamesTheErrorOfTheCallThatFailed(call: String, code: Int32) async throws {
    let directory = try StateDirectory(
      url: FileManager.default.temporaryDirectory
        .appendingPathComponent("cookbook-write-failure-\(UUID().uuidString)"), report: { _ in })
    let store = FileFavoritesStore(directory: directory, clock: FixedClock())
    let fail = Self.failing(code)
    let live = directory.handle.calls.withLock { $0 }
    let path = directory.url.appendingPathComponent("favorites.json").path
    let expected = ServiceError("Could not write \(path): \(String(cString: strerror(code)))")
    for existing in [false, true] {
      if existing { try await store.setFavorite(true, recipeID: "scones", for: demo) }
      directory.handle.calls.withLock { calls in
        if call == "rename" {
          calls.renameat = { _, _, _, _ in fail() }
        } else {
          calls.fsync = { _ in fail() }
        }
      }
      await #expect(throws: expected) {
        try await store.setFavorite(true, recipeID: "tiramisu", for: demo)
      }
      directory.handle.calls.withLock { $0 = live }
      #expect(try await store.favorites(of: demo) == (existing ? ["scones"] : []))
      #expect(ShellNames.names(in: directory.url) == (existing ? ["favorites.json"] : []))
    }
  }
}

private enum ShellNames {
  static func names(in directory: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter {
      !$0.hasPrefix(".lock")
    }.sorted()
  }
}
