import Foundation
import Services
import ServicesLive
import TestSupport
import Testing

private struct FixedClock: WallClock {
  func now() -> Date { Date(timeIntervalSince1970: 1_700_000_000) }
}

/// Issue 20, finding 2, at the store: each `FilePantryStore` is one running instance, whose
/// drafts no other instance shows, saves or clears, and whose last draft the next instance takes
/// over once it has ended.
struct PantryDraftKeeperTests {
  private let demo = User(name: "demo")
  private let apple = PantryDraft(itemID: nil, name: "Apple", quantity: "3")

  private func directory() throws -> StateDirectory {
    try StateDirectory(
      url: FileManager.default.temporaryDirectory
        .appendingPathComponent("cookbook-drafts-\(UUID().uuidString)"), report: { _ in })
  }

  private func marks(in directory: StateDirectory) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.url.path)) ?? [])
      .filter { $0.hasPrefix(".instance-") }
  }

  @Test("Finding 2: a running instance's draft is neither shown, saved nor cleared by another")
  func aRunningInstancesDraftIsLeftAlone() async throws {
    let directory = try directory()
    let first = FilePantryStore(directory: directory, clock: FixedClock())
    let second = FilePantryStore(directory: directory, clock: FixedClock())
    try await first.saveDraft(apple, for: demo)
    #expect(marks(in: directory).count == 1)
    #expect(try await second.draft(for: nil, of: demo) == nil)
    try await second.saveDraft(PantryDraft(itemID: nil, name: "Banana", quantity: ""), for: demo)
    _ = try await second.addItem(name: "Banana", quantity: "", for: demo)
    try await second.clearDraft(for: nil, of: demo)
    #expect(try await first.draft(for: nil, of: demo) == apple)
    #expect(marks(in: directory).count == 1)
    try await first.clearDraft(for: nil, of: demo)
    #expect(marks(in: directory).isEmpty)
  }

  @Test("Finding 2: once its instance has ended, its draft goes to the next that opens the form")
  func anEndedInstancesDraftIsTakenOverOnce() async throws {
    let directory = try directory()
    do {
      let ended = FilePantryStore(directory: directory, clock: FixedClock())
      try await ended.saveDraft(apple, for: demo)
    }
    #expect(marks(in: directory).count == 1)
    let next = FilePantryStore(directory: directory, clock: FixedClock())
    #expect(try await next.draft(for: "apple", of: demo) == nil)
    #expect(try await next.draft(for: nil, of: demo) == apple)
    #expect(marks(in: directory).count == 1, "the ended instance's mark is gone, next's made")
    let another = FilePantryStore(directory: directory, clock: FixedClock())
    #expect(try await another.draft(for: nil, of: demo) == nil)
  }

  @Test("Finding 2: an ended instance's mark is removed when the directory next opens")
  func endedInstancesMarksAreSweptAtStart() async throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("cookbook-drafts-\(UUID().uuidString)")
    let first = try StateDirectory(url: url, report: { _ in })
    let running = FilePantryStore(directory: first, clock: FixedClock())
    try await running.saveDraft(apple, for: demo)
    do {
      let ended = FilePantryStore(directory: first, clock: FixedClock())
      try await ended.saveDraft(PantryDraft(itemID: nil, name: "Pear", quantity: ""), for: demo)
    }
    #expect(marks(in: first).count == 2)
    let reopened = try StateDirectory(url: url, report: { _ in })
    #expect(marks(in: reopened).count == 1)
    #expect(try await running.draft(for: nil, of: demo) == apple)
  }
}
