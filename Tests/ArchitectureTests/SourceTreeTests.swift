import Foundation
import Testing

/// The scans read the project's sources and nothing a build leaves in the tree.
struct SourceTreeTests {
  @Test func aFolderWhoseNameStartsWithADotIsNeverRead() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("source-tree-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    for file in [
      "Kept.swift", "Nested/Kept.swift", ".build/checkouts/Dropped.swift", ".swiftpm/Dropped.swift",
    ] {
      let url = directory.appendingPathComponent(file)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("import ServicesLive\n".utf8).write(to: url)
    }
    #expect(
      SourceTree.files(under: directory, endingWith: [".swift"]) == [
        "Kept.swift", "Nested/Kept.swift",
      ])
  }

  @Test func theDesktopPackageIsNoTargetButItsSourcesAre() throws {
    #expect(!(try SourceTree.targets(in: "Apps")).contains(SourceTree.desktopPackage))
    #expect(
      Set(try SourceTree.targets(in: SourceTree.desktopSources)).isSuperset(of: [
        "AdwaitaKit", "DesktopUI", "cookbook-desktop",
      ]))
  }
}
