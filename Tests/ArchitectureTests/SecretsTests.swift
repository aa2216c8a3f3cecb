import Foundation
import Testing

struct SecretsTests {
  @Test(arguments: ["demo-pass-1", "chef-pass-2"])
  func noDemoPasswordIsWrittenInTheSourcesOrResources(password: String) throws {
    for folder in ["Modules", "Apps"] {
      let base = SourceTree.root.appendingPathComponent(folder)
      let files = FileManager.default.enumerator(atPath: base.path)
      while let file = files?.nextObject() as? String {
        guard file.hasSuffix(".swift") || file.hasSuffix(".json") else { continue }
        let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
        #expect(!text.contains(password), "\(folder)/\(file)")
      }
    }
  }
}
