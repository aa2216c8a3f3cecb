import Foundation
import Testing

/// Rules for the library modules under `Modules/`: they leave output to the two terminal hosts
/// and document everything they make public.
struct LibraryRulesTests {
  private static let libraries = (try? SourceTree.targets(in: "Modules")) ?? []
  private static let outputCalls = [
    "print(", "debugPrint(", "dump(", "FileHandle.standardOutput", "stdout", "STDOUT_FILENO",
    "putchar(", "puts(",
  ]

  @Test(arguments: libraries.filter { !["TerminalUI", "FullScreenUI"].contains($0) })
  func aLibraryModuleNeverWritesToStandardOutput(target: String) throws {
    for (file, text) in try SourceTree.sources(of: target, in: "Modules") {
      for (number, line) in text.components(separatedBy: "\n").enumerated() {
        let code = line.components(separatedBy: "//").first ?? ""
        for call in Self.outputCalls where code.contains(call) {
          Issue.record("\(file):\(number + 1) writes to standard output: \(line)")
        }
      }
    }
  }

  @Test(arguments: libraries)
  func everyPublicDeclarationHasADocComment(target: String) throws {
    for (file, text) in try SourceTree.sources(of: target, in: "Modules") {
      for declaration in PublicDeclarations.scan(text) where !declaration.isDocumented {
        Issue.record("\(file) \(declaration) has no /// comment")
      }
    }
  }

  @Test func theDeclarationScannerSeesWhatItMustSee() {
    let sample = """
      /// Documented.
      public enum Shape {
        /// Documented.
        case circle
        case square
        func helper() {}
      }

      public protocol Drawing {
        func draw()
      }

      @MainActor
      public func undocumented() {}
      """
    let found = PublicDeclarations.scan(sample)
    #expect(
      found.map(\.text) == [
        "public enum Shape {", "case circle", "case square", "public protocol Drawing {",
        "func draw()", "public func undocumented() {}",
      ])
    #expect(found.filter(\.isDocumented).map(\.line) == [2, 4])
  }
}
