import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Issue 20, finding 8: whatever the app echoes to stderr (an argument, the `--session-ttl`
/// value, the state directory's path) goes through the screen's text-safety rule, so it cannot
/// retitle, clear or reprogram the terminal.
@Suite(.serialized)
struct StandardErrorHygieneEndToEndTests {
  private static let escape = "\u{1B}]0;PWN\u{07}"

  private func expectSafe(_ stderr: String, sourceLocation: SourceLocation = #_sourceLocation) {
    for unsafe in ["\u{1B}", "\u{07}", "\u{9B}", "\u{202E}"] {
      #expect(
        !stderr.contains(unsafe), "\(stderr.debugDescription)", sourceLocation: sourceLocation)
    }
    #expect(
      stderr.contains("?]0;PWN?"), "\(stderr.debugDescription)", sourceLocation: sourceLocation)
  }

  @Test(
    "Finding 8: an argument echoed in a usage error is made safe",
    arguments: [
      ["--" + escape], [escape], ["--session-ttl", escape], ["--session-ttl=" + escape],
      ["--" + escape + "=1"],
    ])
  func anArgumentEchoedInAUsageErrorIsMadeSafe(arguments: [String]) throws {
    let outcome = try CookbookProcess().run(input: Data(), arguments: arguments)
    #expect(outcome.status == 64)
    expectSafe(outcome.stderr)
  }

  @Test("Finding 8: the state directory's path in the trust error is made safe")
  func thePathInTheTrustErrorIsMadeSafe() throws {
    let parent = try ShellRun.makeDirectory()
    let directory = parent.appendingPathComponent("state" + Self.escape)
    #expect(mkdir(directory.path, 0o700) == 0 && chmod(directory.path, 0o777) == 0)
    let outcome = try CookbookProcess().run(
      input: Data(), arguments: ["--state-dir", directory.path])
    #expect(outcome.status == 1)
    #expect(outcome.stderr.contains("can be written by its group or by others"))
    expectSafe(outcome.stderr)
  }

  @Test("Finding 8: a warning naming the state directory is made safe")
  func aWarningNamingTheStateDirectoryIsMadeSafe() throws {
    let parent = try ShellRun.makeDirectory()
    let directory = parent.appendingPathComponent("state" + Self.escape)
    #expect(mkdir(directory.path, 0o700) == 0)
    try Data("{ damaged".utf8).write(to: directory.appendingPathComponent("session.json"))
    let damaged = try CookbookProcess().run(
      input: Data("where\n".utf8), arguments: ["--state-dir", directory.path])
    #expect(damaged.status == 0)
    #expect(damaged.stderr.contains("is damaged"))
    expectSafe(damaged.stderr)
  }
}
