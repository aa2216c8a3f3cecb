import Foundation
import Services
import ServicesLive
import TestSupport
import Testing

/// A small file system that fills up: a 256 KiB tmpfs that root mounts for the test, or the
/// folder `COOKBOOK_TEST_TMPFS` names (a small file system of its own, for a user who cannot
/// mount one), emptied after the test.
private struct SmallDisk {
  static let given = ProcessInfo.processInfo.environment["COOKBOOK_TEST_TMPFS"]
  static let available = given != nil || geteuid() == 0

  let url: URL
  private let mounted: Bool

  init() throws {
    if let given = Self.given {
      url = URL(fileURLWithPath: given).appendingPathComponent("cookbook-\(UUID().uuidString)")
      mounted = false
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    } else {
      url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "cookbook-full-\(UUID().uuidString)")
      mounted = true
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
      let options = ["-t", "tmpfs", "-o", "size=256k,mode=0700", "tmpfs", url.path]
      guard try Self.run("/bin/mount", options) == 0 else {
        throw ServiceError("could not mount a tmpfs")
      }
    }
  }

  /// Fills what is left with one file, until the file system says it is full.
  func fill() {
    guard let filler = FileHandle(forWritingAtPath: create("filler")) else { return }
    let block = Data(repeating: 0x55, count: 4096)
    while (try? filler.write(contentsOf: block)) != nil {}
    try? filler.close()
  }

  func emptyFiller() {
    try? FileManager.default.removeItem(at: url.appendingPathComponent("filler"))
  }

  func remove() {
    if mounted { _ = try? Self.run("/bin/umount", [url.path]) }
    try? FileManager.default.removeItem(at: url)
  }

  /// Runs `tool` with `arguments` through `Subprocess` (Foundation's `Process` leaks).
  private static func run(_ tool: String, _ arguments: [String]) throws -> Int32 {
    let process = try Subprocess(executable: tool, arguments: arguments, environment: [:])
    process.closeInput()
    _ = process.waitForOutput()
    _ = process.waitForErrorOutput()
    return process.waitForExit()
  }

  private func create(_ name: String) -> String {
    let path = url.appendingPathComponent(name).path
    _ = FileManager.default.createFile(atPath: path, contents: nil)
    return path
  }
}

/// Issue 29: a full disk fails the one write with its reason, sets nothing aside, and leaves
/// nothing behind; once there is room again, writes go on.
@Suite(.serialized)
struct FullDiskTests {
  private let demo = User(name: "demo")

  @Test(
    "Finding (full disk): a draft write that fails leaves no instance mark behind",
    .enabled(if: SmallDisk.available, "needs root to mount a tmpfs, or COOKBOOK_TEST_TMPFS"))
  func aDraftWriteOnAFullDiskLeavesNothingBehind() async throws {
    let disk = try SmallDisk()
    defer { disk.remove() }
    let directory = try StateDirectory(
      url: disk.url.appendingPathComponent("state"), report: { _ in })
    let store = SQLitePantryStore(directory: directory)
    let eggs = try await store.addItem(name: "Eggs", quantity: "6", for: demo)
    let before = names(in: directory)
    disk.fill()
    let draft = PantryDraft(
      itemID: eggs.id, name: String(repeating: "Brown eggs ", count: 5), quantity: "12",
      original: eggs)
    var failed: ServiceError?
    for round in 0..<200 where failed == nil {
      do {
        try await store.saveDraft(
          PantryDraft(
            itemID: nil, name: "Item \(round)", quantity: String(repeating: "9", count: 30)),
          for: demo)
        try await store.saveDraft(draft, for: demo)
      } catch {
        failed = error
      }
    }
    let error = try #require(failed)
    #expect(error.message.contains("full"), "\(error.message)")
    #expect(names(in: directory) == before)
    #expect(!names(in: directory).contains { $0.hasPrefix(".instance-") || $0.contains("corrupt") })
    disk.emptyFiller()
    try await store.saveDraft(draft, for: demo)
    #expect(try await store.draft(for: eggs.id, of: demo) == draft)
  }
}
