import Foundation
import TestSupport
import Testing

/// Every target declares, in Package.swift, every module of the package that it imports. The
/// build rebuilds a target when a module it declares changes, not one it reaches through
/// another: a test that imported Coordinators through DestinationMap kept code compiled for
/// the old layout of ProfileDestination after a case was added, and crashed (ADR 0046).
struct DeclaredDependencyTests {
  private struct Manifest: Decodable {
    struct Target: Decodable {
      let name: String
      let type: String
      let path: String?
      let dependencies: [[String: [String?]]]
    }
    let targets: [Target]
  }

  @Test func everyTargetDeclaresEveryModuleOfThePackageItImports() throws {
    let manifest = try JSONDecoder().decode(Manifest.self, from: SourceTree.dumpPackage())
    let modules = Set(manifest.targets.map { $0.name.replacingOccurrences(of: "-", with: "_") })
    for target in manifest.targets where target.type != "system" {
      let declared = Set(
        target.dependencies.flatMap(\.values).compactMap { $0.first ?? nil }
          .map { $0.replacingOccurrences(of: "-", with: "_") })
      let folder = target.path ?? "Tests/\(target.name)"
      for (module, file) in try imports(in: folder) where modules.contains(module) {
        #expect(
          declared.contains(module),
          "\(file) imports \(module), which \(target.name) does not declare")
      }
    }
  }

  /// The modules imported at the top of each Swift file under `folder` (not those named in a
  /// string, such as a snippet a test compiles), with the file.
  private func imports(in folder: String) throws -> [(module: String, file: String)] {
    let directory = SourceTree.root.appendingPathComponent(folder)
    guard let files = FileManager.default.enumerator(atPath: directory.path) else { return [] }
    var found: [(String, String)] = []
    for case let file as String in files where file.hasSuffix(".swift") {
      let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n") where !line.hasPrefix(" ") {
        let words = line.split(separator: " ").map(String.init)
        guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
          words[..<index].allSatisfy({ $0.hasPrefix("@") })
        else { continue }
        found.append((words[index + 1], "\(folder)/\(file)"))
      }
    }
    return found
  }
}
