import Foundation
import Testing

/// Issue 29's findings in the state store, on the real binary: a run short of file descriptors
/// neither loses nor hides the state, and a failure is called what it is.
@Suite(.serialized)
struct StoreFindingsEndToEndTests {
  /// Runs the binary with at most `limit` descriptors, none of them inherited from the tests.
  private func run(limit: Int, in directory: URL, _ input: String) throws -> ShellRun.Outcome {
    try ShellRun.run(
      "for fd in $(ls /proc/$$/fd); do ((fd > 2)) && [[ -e /proc/$$/fd/$fd ]] && exec {fd}>&-; "
        + "done; "
        + "ulimit -n \(limit); $RUN --state-dir \(ShellRun.quoted(directory.path))", input: input)
  }

  /// The database keeps four descriptors open (`.lock`, the database, its `-wal` and `-shm`)
  /// beside the directory's and the runtime's own (libdispatch's four, standard input's copy):
  /// a run under 10 may get them all, or be told at each step that it cannot, but it never
  /// shows an empty pantry for a full one nor sets the database aside, and loses nothing.
  @Test("Finding 06: with ulimit -n 10 a run neither loses nor hides the pantry")
  func aRunShortOfDescriptorsNeitherLosesNorHidesThePantry() throws {
    let directory = try ShellRun.makeDirectory()
    let added = try CookbookProcess.run(
      stateDirectory: directory, "login demo demo-pass-1", "tab pantry", "add", "name Rye flour",
      "save", "add", "name Eggs", "save")
    #expect(added.status == 0)
    let short = try run(limit: 10, in: directory, "tab pantry\nadd\nname Milk\nsave\nwhere\n")
    let shown = short.stdout.contains("1. Rye flour") && short.stdout.contains("2. Eggs")
    let said = (short.stdout + short.stderr).contains("Too many open files")
    #expect(shown || said, "\(short.stdout)\n\(short.stderr)")
    #expect(!short.stdout.contains("Your pantry is empty"), "\(short.stdout)")
    let after = try CookbookProcess.run(stateDirectory: directory, "tab pantry")
    #expect(after.stdout.contains("1. Rye flour") && after.stdout.contains("2. Eggs"))
    let shortRun = "exit \(short.status):\n\(short.stdout)\n\(short.stderr)"
    #expect(!shown || after.stdout.contains("3. Milk"), "\(shortRun)\nafter:\n\(after.stdout)")
    #expect(!ShellRun.names(in: directory).contains { $0.contains("corrupt") })
  }

  /// Under 6 descriptors even the runtime may not start its event loop (libdispatch traps);
  /// whatever runs never calls the account list damaged.
  @Test("Finding 06: with ulimit -n 6 sign-in says what failed, never that the list is damaged")
  func aSignInShortOfDescriptorsSaysWhatFailed() throws {
    let directory = try ShellRun.makeDirectory()
    let outcome = try run(limit: 6, in: directory, "login demo demo-pass-1\nwhere\n")
    #expect(!outcome.stdout.contains("damaged"), "\(outcome.stdout)")
    let said = (outcome.stdout + outcome.stderr).contains("Too many open files")
    #expect(said || outcome.status >= 128, "\(outcome.stdout)\n\(outcome.stderr)")
    #expect(!ShellRun.names(in: directory).contains { $0.contains("corrupt") })
  }
}
