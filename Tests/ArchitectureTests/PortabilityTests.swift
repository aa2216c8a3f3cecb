import Foundation
import Testing

/// The core ports as Package.swift says: Linux ignores availability, so what the declared
/// platforms lack must be refused here, by name (ADR 0048).
struct PortabilityTests {
  private struct Manifest: Decodable {
    struct Platform: Decodable {
      let platformName: String
      let version: String
    }
    struct Product: Decodable {
      let name: String
      let targets: [String]
    }
    struct Target: Decodable {
      let name: String
      let settings: [Setting]?
    }
    struct Setting: Decodable {
      let kind: [String: [String: Flags]]
    }
    enum Flags: Decodable {
      case list([String])
      case other

      init(from decoder: any Decoder) throws {
        self = (try? .list(decoder.singleValueContainer().decode([String].self))) ?? .other
      }
    }
    let platforms: [Platform]
    let products: [Product]
    let targets: [Target]
  }

  /// What the core may not use, with why: each needs a newer iOS than the core declares, or
  /// exists only on Linux, or changes what a call does by the task that makes it.
  static let refused: [(pattern: String, reason: String)] = [
    ("import Synchronization", "Mutex and Atomic need iOS 18"),
    ("Mutex<", "Mutex needs iOS 18"),
    ("Atomic<", "Atomic needs iOS 18"),
    ("Task.immediate", "Task.immediate needs iOS 26"),
    ("isolated deinit", "isolated deinit needs iOS 18.4"),
    ("InlineArray", "InlineArray needs iOS 26"),
    ("Span<", "Span needs iOS 26"),
    ("RawSpan", "RawSpan needs iOS 26"),
    ("import Glibc", "Glibc exists only on Linux"),
    ("import Musl", "Musl exists only on Linux"),
    ("@TaskLocal", "a task-local changes what a call does by the task that makes it"),
  ]

  /// The patterns refused in `text`, each with its reason.
  static func problems(in text: String) -> [String] {
    let mutableStatic = text.contains(/static var \w+[^{\n]*=/) || text.contains("(unsafe)")
    return refused.filter { text.contains($0.pattern) }.map { "\($0.pattern): \($0.reason)" }
      + (mutableStatic ? ["a mutable static changes what a call does by what ran before"] : [])
  }

  private static func manifest() throws -> Manifest {
    try JSONDecoder().decode(Manifest.self, from: SourceTree.dumpPackage())
  }

  @Test func theCoreDeclaresTheiOSItNeedsAndHoldsNoLiveServicesNorUnsafeFlags() throws {
    let manifest = try Self.manifest()
    #expect(manifest.platforms.contains { $0.platformName == "ios" && $0.version == "17.0" })
    let core = try #require(manifest.products.first { $0.name == "CookbookCore" })
    #expect(!core.targets.contains("ServicesLive"))
    for target in manifest.targets where core.targets.contains(target.name) {
      let kinds = (target.settings ?? []).flatMap(\.kind.keys)
      #expect(!kinds.contains("unsafeFlags"), "\(target.name) carries unsafe flags")
    }
  }

  @Test func noTargetOfTheCoreUsesWhatItsPlatformsLack() throws {
    let core = try #require(try Self.manifest().products.first { $0.name == "CookbookCore" })
    #expect(core.targets.count >= 5)
    for target in core.targets {
      for (file, text) in try SourceTree.sources(of: target, in: "Modules") {
        for problem in Self.problems(in: text) { Issue.record("\(file): \(problem)") }
      }
    }
  }

  @Test func theScannerCatchesEachRefusedNameAndLeavesOrdinaryCodeAlone() {
    #expect(Self.problems(in: "import Foundation\nfinal class A { var x = 1 }").isEmpty)
    #expect(Self.problems(in: "static var x: Int { y == 1 ? 2 : 3 }").isEmpty)
    #expect(Self.problems(in: "static let x = 1").isEmpty)
    #expect(Self.problems(in: "private static var x = 1").count == 1)
    #expect(Self.problems(in: "nonisolated(unsafe) let y = x").count == 1)
    for (pattern, _) in Self.refused {
      #expect(Self.problems(in: "let a = 1\n\(pattern) b").count >= 1, "\(pattern)")
    }
  }
}
