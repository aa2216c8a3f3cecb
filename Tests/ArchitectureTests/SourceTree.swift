import Foundation
import TestSupport
import Testing

/// The repository's Swift sources, read as text. Folders whose names start with a dot
/// (`.build`, `.swiftpm`, `.git`) are never read: a build folder inside the tree holds
/// checkouts and generated sources that are not the project's.
enum SourceTree {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The desktop app's package under `Apps/`: a package of its own, whose targets are the
  /// folders of ``desktopSources``.
  static let desktopPackage = "Desktop"
  /// Where the desktop package's targets are, one folder each.
  static let desktopSources = "Apps/Desktop/Sources"

  /// The folders under `folder` (`Modules`, `Apps`, `Tests`, ``desktopSources``), each a
  /// target; the desktop package under `Apps` is not one.
  static func targets(in folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
      .filter { !$0.hasPrefix(".") && !(folder == "Apps" && $0 == desktopPackage) }.sorted()
  }

  /// The folder that holds the target `target`.
  static func folder(of target: String) throws -> String {
    for folder in ["Modules", "Apps", desktopSources, "Tools", "Tests"]
    where try targets(in: folder).contains(target) {
      return folder
    }
    return "Modules"
  }

  /// The package's description as SwiftPM reads it, with a scratch path of its own so that it
  /// never waits for the build that runs these tests.
  static func dumpPackage() throws -> Data {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("cookbook-dump-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    // Subprocess, not Foundation's Process, which leaks a weak reference LeakSanitizer reports.
    let process = try Subprocess(
      executable: "/usr/bin/env",
      arguments: [
        "swift", "package", "--package-path", root.path, "dump-package",
        "--scratch-path", scratch.path,
      ],
      environment: ProcessInfo.processInfo.environment)
    process.closeInput()
    let output = process.waitForOutput()
    _ = process.waitForErrorOutput()
    #expect(process.waitForExit() == 0)
    return Data(output.utf8)
  }

  /// The paths, relative to `directory`, of the files under it whose names end with one of
  /// `suffixes`, skipping every folder whose name starts with a dot.
  static func files(under directory: URL, endingWith suffixes: [String]) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: directory.path) else { return [] }
    var found: [String] = []
    while let path = walker.nextObject() as? String {
      if (path as NSString).lastPathComponent.hasPrefix(".") {
        walker.skipDescendants()
        continue
      }
      if suffixes.contains(where: path.hasSuffix) { found.append(path) }
    }
    return found.sorted()
  }

  /// Every module a target's Swift files import, with the file that imports it.
  static func imports(of target: String, in folder: String) throws -> [(
    module: String, file: String
  )] {
    var found: [(String, String)] = []
    for (file, text) in try sources(of: target, in: folder) {
      for line in text.split(separator: "\n") {
        let words = line.split(separator: " ").map(String.init)
        guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
          words[..<index].allSatisfy({ $0.hasPrefix("@") || ["public", "internal"].contains($0) })
        else { continue }
        found.append((words[index + 1], file))
      }
    }
    return found
  }

  /// The text of every Swift file of a target, by path relative to the folder.
  static func sources(of target: String, in folder: String) throws -> [(file: String, text: String)]
  {
    let directory = root.appendingPathComponent(folder).appendingPathComponent(target)
    return try files(under: directory, endingWith: [".swift"]).map { file in
      (
        "\(target)/\(file)",
        try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
      )
    }
  }

  /// The string literals of `text` that fit on one line, without their quotes.
  static func stringLiterals(in text: String) -> [String] {
    let pattern = #""(?:[^"\\\n]|\\.)*""#
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    return expression.matches(in: text, range: range).compactMap {
      Range($0.range, in: text).map { String(text[$0].dropFirst().dropLast()) }
    }
  }

  /// `text` without the lines that are comments, doc comments included.
  static func withoutCommentLines(_ text: String) -> String {
    text.components(separatedBy: "\n")
      .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
      .joined(separator: "\n")
  }
}
