import Foundation
import Testing

/// Issue 20, finding 9: a write that fails says why, with the error of the call that failed.
/// The faults are injected into the real binary's system calls with `strace`, as the attack
/// did; without a `strace` that may trace, the tests are skipped.
@Suite(.serialized)
struct WriteFailureEndToEndTests {
  private static let straceWorks =
    (try? ShellRun.run("strace -f -o /dev/null true").status) == 0

  @Test(
    "Finding 9: a favourites write failure names the real errno",
    .enabled(if: straceWorks, "needs strace allowed to trace a child"),
    arguments: [
      ("renameat,renameat2,rename", "ENOSPC", "No space left on device"),
      ("fsync", "EIO", "Input/output error"),
    ])
  func aFavouritesWriteFailureNamesTheRealErrno(calls: String, error: String, reason: String)
    throws
  {
    let directory = try ShellRun.makeDirectory()
    let outcome = try ShellRun.run(
      "strace -f -o /dev/null -e trace=\(calls) -e inject=\(calls):error=\(error) "
        + "$COOKBOOK --state-dir \(ShellRun.quoted(directory.path))",
      input: "login demo demo-pass-1\nopen cookbook://recipes/tiramisu\nfavorite\n")
    let file = directory.appendingPathComponent("favorites.json").path
    #expect(
      outcome.stdout.contains(
        "The favourite could not be saved: Could not write \(file): \(reason)"),
      "\(outcome.stdout)")
    #expect(!outcome.stdout.contains("No such file or directory"))
  }
}
