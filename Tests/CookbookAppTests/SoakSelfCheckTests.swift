import Foundation
import Testing

/// Issue 20, finding 11: `Scripts/soak.sh` cannot print an all-zero line over a binary that
/// fails every run.
struct SoakSelfCheckTests {
  private static let script = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scripts/soak.sh")

  @Test(
    "Finding 11: a soak of a broken wrapper counts failed runs and lost writes and exits 1",
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: script.path), "needs the source tree"))
  func aBrokenWrapperMakesTheSoakLineNonZero() throws {
    let outcome = try ShellRun.run("\(ShellRun.quoted(Self.script.path)) --self-check")
    #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
    #expect(outcome.stdout.contains("self-check passed"))
    #expect(outcome.stdout.contains(" failed runs (status 1)"))
    #expect(!outcome.stdout.contains(" 0 failed runs"))
  }
}
