import Foundation
import Testing

/// Issue 20, finding 9: a write that fails says why. (SQLite keeps no errno for a failed sync;
/// a full disk, which it names, is tested on a real full file system in ServicesLiveTests.)
/// The faults are injected into the real binary's system calls with `strace`, as the attack
/// did; without a `strace` that may trace, the tests are skipped.
@Suite(.serialized)
struct WriteFailureEndToEndTests {
  private static let straceWorks =
    (try? ShellRun.run("strace -f -o /dev/null true").status) == 0

  @Test(
    "Finding 9: a favourites write failure says what failed",
    .enabled(if: straceWorks, "needs strace allowed to trace a child"),
    arguments: [("fdatasync,fsync", "EIO", "disk I/O error while syncing to disk")])
  func aFavouritesWriteFailureNamesTheRealErrno(calls: String, error: String, reason: String)
    throws
  {
    let directory = try ShellRun.makeDirectory()
    #expect(
      try CookbookProcess.run(stateDirectory: directory, "login demo demo-pass-1").status == 0)
    let outcome = try ShellRun.run(
      "strace -f -o /dev/null -e trace=\(calls) -e inject=\(calls):error=\(error) "
        + "$COOKBOOK --state-dir \(ShellRun.quoted(directory.path))",
      input: "login demo demo-pass-1\nopen cookbook://recipes/tiramisu\nfavorite\n")
    let file = directory.appendingPathComponent("cookbook.sqlite").path
    let said = outcome.stdout.components(separatedBy: "The favourite could not be saved: ").last
    #expect(said?.contains("the state in \(file): ") == true, "\(outcome.stdout)")
    #expect(said?.split(separator: "\n").first?.contains(reason) == true, "\(outcome.stdout)")
    #expect(!outcome.stdout.contains("No such file or directory"))
  }
}
