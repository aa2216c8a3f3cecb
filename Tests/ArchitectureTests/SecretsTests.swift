import Foundation
import Testing

struct SecretsTests {
  @Test(arguments: ["demo-pass-1", "chef-pass-2"])
  func noDemoPasswordIsWrittenInTheSourcesOrResources(password: String) throws {
    for folder in ["Modules", "Apps"] {
      let base = SourceTree.root.appendingPathComponent(folder)
      for file in SourceTree.files(under: base, endingWith: [".swift", ".json"]) {
        let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
        #expect(!text.contains(password), "\(folder)/\(file)")
      }
    }
  }
}
