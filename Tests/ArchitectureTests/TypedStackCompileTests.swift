import Foundation
import TestSupport
import Testing

/// Each tab's stack takes only its own destinations, and the compiler says so: a snippet that
/// pushes an author onto the Pantry stack is type-checked against the modules this test run
/// was built with and must be refused, while the same push onto the Recipes stack is accepted
/// (so the refusal is for the right reason).
struct TypedStackCompileTests {
  private static let prelude = """
    import Coordinators
    import Navigation

    @MainActor
    func attempt(
      recipes: BrowseStack, pantry: PantryStack, profile: ProfileStack,
      signedOut: SignedOutStack, owner: any RouteOwner
    ) {

    """

  @Test func anAuthorPushedOntoTheRecipesStackCompiles() throws {
    let result = try typecheck(
      "  recipes.push(BrowseDestination.author(id: \"x\"), over: nil, owner: owner)\n}\n")
    #expect(result.status == 0, "\(result.output)")
  }

  @Test(arguments: [
    "  pantry.push(BrowseDestination.author(id: \"x\"), over: nil, owner: owner)\n}\n",
    "  pantry.push(.author(id: \"x\"), over: nil, owner: owner)\n}\n",
    "  profile.push(BrowseDestination.recipeDetail(id: \"x\"), over: nil, owner: owner)\n}\n",
    "  signedOut.push(ProfileDestination.settings, over: nil, owner: owner)\n}\n",
    "  recipes.present(PantryPresentation.itemForm(itemID: nil), over: nil, owner: owner)\n}\n",
  ])
  func aDestinationOnAnotherTabsStackDoesNotCompile(line: String) throws {
    let result = try typecheck(line)
    #expect(result.status != 0, "this compiled: \(line)")
    #expect(result.output.contains("error:"), "\(result.output)")
  }

  /// Type-checks the prelude plus `body` against the modules next to the running test bundle.
  private func typecheck(_ body: String) throws -> (status: Int32, output: String) {
    let modules = try Self.modulesDirectory()
    let source = FileManager.default.temporaryDirectory
      .appendingPathComponent("typed-stack-\(UUID().uuidString).swift")
    try (Self.prelude + body).write(to: source, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: source) }
    // Subprocess, not Foundation's Process, which leaks a weak reference LeakSanitizer reports.
    let process = try Subprocess(
      executable: "/usr/bin/env",
      arguments: ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, source.path],
      environment: ProcessInfo.processInfo.environment)
    process.closeInput()
    let output = process.waitForOutput() + process.waitForErrorOutput()
    return (process.waitForExit(), output)
  }

  /// The `Modules` folder of the build that made this test bundle.
  private static func modulesDirectory() throws -> URL {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var folder = executable.deletingLastPathComponent()
    while folder.path != "/" {
      let candidate = folder.appendingPathComponent("Modules")
      if FileManager.default.fileExists(
        atPath: candidate.appendingPathComponent("Coordinators.swiftmodule").path)
      {
        return candidate
      }
      folder = folder.deletingLastPathComponent()
    }
    throw CocoaError(.fileNoSuchFile)
  }
}
