import Foundation
import Testing

/// What the tour and the concept index name exists: every file or folder, every type, every
/// `Type.member` and every test they mention in backticks. A rename that leaves a document
/// behind fails here, with the document and the name.
struct DocumentClaimsTests {
  @Test(arguments: [
    "Docs/Tour.md", "Docs/Concepts.md", "Docs/Testing.md", "Docs/Architecture.md",
    "Docs/Results.md", "Docs/Comparison.md", "Docs/Porting.md",
    "README.md",
  ])
  func everyFileTypeAndTestTheDocumentNamesExists(document: String) throws {
    let text = try String(
      contentsOf: SourceTree.root.appendingPathComponent(document), encoding: .utf8)
    let index = try Declarations.read()
    for claim in Self.codeSpans(in: text) {
      if let problem = index.problem(with: claim, in: document) {
        Issue.record("\(document): \(problem)")
      }
    }
  }

  /// Porting.md's sketches call the core's own functions, which the stack and Router tests
  /// drive: the UIKit write-back by identity and the SwiftUI check for a modal over a sheet.
  @Test func thePortingSketchesCallTheCoreFunctionsTheTestsDrive() throws {
    let text = try String(
      contentsOf: SourceTree.root.appendingPathComponent("Docs/Porting.md"), encoding: .utf8)
    for name in ["platformRemoved(", "modalIsOverAPresentation"] {
      #expect(text.contains(name), "Docs/Porting.md names no \(name)")
    }
  }

  /// The README is what a reader needs first; the rest is in `Docs/`.
  @Test func theREADMEIsAtMost120Lines() throws {
    let text = try String(
      contentsOf: SourceTree.root.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count <= 121)
  }

  /// No figure is left as a placeholder for a measurement that was never made.
  @Test func noDocumentHoldsAPlaceholder() throws {
    let placeholder = #/\b(FIRST_[A-Z_]+_TIME|[A-Z]+_FIGURES|PLANTED_FAULTS|TODO|TBD)\b/#
    let documents =
      ["README.md"]
      + (try FileManager.default.contentsOfDirectory(
        atPath: SourceTree.root.appendingPathComponent("Docs").path
      )
      .filter { $0.hasSuffix(".md") }.map { "Docs/\($0)" })
    for document in documents {
      let text = try String(
        contentsOf: SourceTree.root.appendingPathComponent(document), encoding: .utf8)
      for match in text.matches(of: placeholder) {
        Issue.record("\(document) holds the placeholder \(match.output.0)")
      }
    }
  }

  @Test func theCheckerCatchesMissingNamesAndAcceptsRealOnes() throws {
    let index = try Declarations.read()
    for missing in [
      "Modules/Navigation/Nowhere.swift", "NoSuchType", "RouteStack.noSuchMember",
      "RouteStackTests.noSuchTestOfTheStackAtAll",
    ] {
      #expect(index.problem(with: missing, in: "test") != nil, "\(missing)")
    }
    for real in [
      "Modules/Navigation/RouteStack.swift", "RouteStack", "FlowCoordinator.finish(with:)",
      "RouteStackTests.theSameDestinationTwiceIsTwoElementsWithTheirOwnIdentity", "login demo",
    ] {
      #expect(index.problem(with: real, in: "test") == nil, "\(real)")
    }
  }

  /// The text between single backticks, outside fenced code blocks.
  static func codeSpans(in text: String) -> [String] {
    var spans: [String] = []
    var inFence = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        inFence.toggle()
        continue
      }
      guard !inFence else { continue }
      let parts = line.split(separator: "`", omittingEmptySubsequences: false)
      spans += stride(from: 1, to: parts.count - 1, by: 2).map { String(parts[$0]) }
    }
    return spans
  }
}

/// The names declared in the package's Swift files, and the checks a document's claim gets.
private struct Declarations {
  let types: Set<String>
  let members: Set<String>
  let tests: Set<String>
  /// Every Swift file's path from the root, and the names of the package's targets.
  let files: [String]
  let targets: Set<String>
  /// Names of the standard library, generic parameters and the platforms a document compares
  /// with, which a document may mention.
  static let standard: Set = [
    "Never", "Element", "String", "Int", "Bool", "Sendable", "Hashable", "Identifiable", "T",
    "NavigationStack", "NavigationLink", "TabView", "UINavigationController", "UIViewController",
  ]

  static func read() throws -> Declarations {
    var types: Set<String> = []
    var members: Set<String> = []
    var tests: Set<String> = []
    var paths: [String] = []
    var targets: Set<String> = []
    let keywords = ["class", "struct", "enum", "protocol", "typealias", "actor"]
    for folder in ["Modules", "Apps", "Tests", "Tools"] {
      let base = SourceTree.root.appendingPathComponent(folder)
      targets.formUnion(try SourceTree.targets(in: folder))
      guard let files = FileManager.default.enumerator(atPath: base.path) else { continue }
      for case let file as String in files
      where file.hasSuffix(".swift") && !file.contains(".build/") {
        paths.append("\(folder)/\(file)")
        let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
        let words = text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        for (index, word) in words.enumerated().dropLast() {
          let next = String(words[index + 1])
          if keywords.contains(String(word)) { types.insert(next) }
          if ["func", "var", "let", "case"].contains(String(word)) {
            members.insert(next)
            if folder == "Tests" { tests.insert(next) }
          }
        }
      }
    }
    return Declarations(
      types: types, members: members, tests: tests, files: paths, targets: targets)
  }

  /// Whether `path` (a folder or file from the root or from `Docs/`, or a Swift file's path
  /// from any source folder, with or without `.swift`, maybe with `*`) names something.
  private func exists(_ path: String) -> Bool {
    let roots = ["", "Docs/"].map { SourceTree.root.appendingPathComponent($0 + path).path }
    if roots.contains(where: FileManager.default.fileExists(atPath:)) { return true }
    let pattern =
      "(^|/)"
      + NSRegularExpression.escapedPattern(for: path).replacingOccurrences(of: "\\*", with: "[^/]*")
      + "(\\.swift)?($|/)"
    return files.contains { $0.range(of: pattern, options: .regularExpression) != nil }
  }

  /// Why `claim`, a code span of `document`, names nothing that exists; `nil` when it does or
  /// when it is not a name (a command, a URL, a trace line).
  func problem(with claim: String, in document: String) -> String? {
    if claim.contains("/"), !claim.contains(" "), !claim.contains(":"), !claim.hasPrefix("-"),
      !claim.hasPrefix("~"), !claim.hasPrefix(".build"), !claim.contains("…"),
      !claim.contains("@")
    {
      let parts = claim.split(separator: ".", maxSplits: 1).map(String.init)
      if parts.count == 2, let member = parts.last, member.first?.isLowercase == true,
        member != "swift", member != "md", member != "sh"
      {
        guard exists(parts[0]) else { return "no file \(parts[0])" }
        return tests.contains(member) ? nil : "no test \(member)"
      }
      return exists(claim) ? nil : "no file \(claim)"
    }
    if claim.hasSuffix(".swift") {
      return exists(claim) ? nil : "no file \(claim)"
    }
    let name = claim.split(separator: "(").first.map(String.init) ?? claim
    guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }),
      !name.isEmpty
    else { return nil }
    let parts = name.split(separator: ".").map(String.init)
    if name == name.uppercased() { return nil }
    if parts.count == 1, let first = name.first, first.isUppercase {
      let known =
        types.contains(name) || targets.contains(name) || Self.standard.contains(name)
        || exists(name)
      return known ? nil : "no type, target or file \(name)"
    }
    if parts.count == 2, let first = parts[0].first, first.isUppercase, !parts[1].isEmpty {
      guard types.contains(parts[0]) else { return "no type \(parts[0])" }
      let isTest = parts[0].hasSuffix("Tests")
      let names = isTest ? tests : members.union(types)
      return names.contains(parts[1]) ? nil : "no \(name)"
    }
    return nil
  }
}
