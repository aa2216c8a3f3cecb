import Foundation
import Testing

/// The module diagram, which lives only in Docs/Architecture.md, is generated from the imports
/// in the source tree; these tests fail when a document and the code disagree.
/// `Scripts/diagrams.sh` rewrites it.
struct ModuleGraphTests {
  static let begin = "<!-- module-graph:begin (generated; Scripts/diagrams.sh) -->"
  static let end = "<!-- module-graph:end -->"

  /// A Mermaid flowchart with one arrow per import between the project's own modules, the
  /// desktop app's included (less its test probes); an arrow reads "is imported by".
  static func mermaid() throws -> String {
    let targets =
      try SourceTree.targets(in: "Modules").map { ($0, "Modules") }
      + SourceTree.targets(in: "Apps").map { ($0, "Apps") }
      + SourceTree.targets(in: SourceTree.desktopSources).filter { $0 != "desktop-probes" }
      .map { ($0, SourceTree.desktopSources) }
    // A module's name is its target's, with `-` as `_` (`cookbook-desktop` is imported as
    // `cookbook_desktop`).
    let names = Dictionary(
      targets.map { ($0.0.replacingOccurrences(of: "-", with: "_"), $0.0) },
      uniquingKeysWith: { a, _ in a })
    var edges: Set<String> = []
    for (target, folder) in targets {
      for (module, _) in try SourceTree.imports(of: target, in: folder) {
        guard let name = names[module] else { continue }
        edges.insert("  \(node(name)) --> \(node(target))")
      }
    }
    return (["```mermaid", "flowchart BT"] + edges.sorted() + ["```"]).joined(separator: "\n")
  }

  /// A Mermaid node for `name`: the name itself, or an id and the name as its label when the
  /// name has characters an id may not.
  static func node(_ name: String) -> String {
    name.contains("-") ? "\(name.replacingOccurrences(of: "-", with: "_"))[\"\(name)\"]" : name
  }

  @Test(arguments: ["Docs/Architecture.md"])
  func theModuleDiagramIsTheOneTheImportsDraw(document: String) throws {
    let url = SourceTree.root.appendingPathComponent(document)
    let text = try String(contentsOf: url, encoding: .utf8)
    let generated = try Self.mermaid()
    guard let start = text.range(of: Self.begin), let stop = text.range(of: Self.end) else {
      Issue.record("\(document) has no generated module diagram between the markers")
      return
    }
    let current = text[start.upperBound..<stop.lowerBound].trimmingCharacters(in: .newlines)
    if current != generated, ProcessInfo.processInfo.environment["COOKBOOK_RECORD_DIAGRAMS"] == "1"
    {
      let updated = text.replacingCharacters(
        in: start.upperBound..<stop.lowerBound, with: "\n" + generated + "\n")
      try updated.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    #expect(current == generated, "\(document)'s module diagram is stale; run Scripts/diagrams.sh")
  }
}
