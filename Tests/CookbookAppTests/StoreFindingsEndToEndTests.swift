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

  /// Below the floor a run is refused before it reads anything, with the reason and the remedy:
  /// a run that starts with too few may hang when the runtime asks for one late.
  @Test("Finding 06: under 16 descriptors the app says it needs more and touches nothing")
  func aRunBelowTheDescriptorFloorIsRefused() throws {
    let directory = try directoryWithRyeFlour()
    let before = stamps(in: directory)
    let short = try run(limit: 15, in: directory, "tab pantry\nwhere\n")
    #expect(short.status == 1, "\(short.stdout)\n\(short.stderr)")
    #expect(short.stdout.isEmpty, "\(short.stdout)")
    #expect(short.stderr.contains("needs at least 16 open files"), "\(short.stderr)")
    #expect(short.stderr.contains("ulimit -n 16"), "\(short.stderr)")
    #expect(stamps(in: directory) == before)
  }

  /// At the floor a run has room for the database and the runtime, and saves what it is told.
  @Test("Finding 06: with ulimit -n 16 a run shows the pantry and saves to it")
  func aRunAtTheDescriptorFloorSaves() throws {
    let directory = try directoryWithRyeFlour()
    let short = try run(limit: 16, in: directory, "tab pantry\nadd\nname Milk\nsave\nwhere\n")
    #expect(short.status == 0, "\(short.stdout)\n\(short.stderr)")
    #expect(short.stdout.contains("1. Rye flour"), "\(short.stdout)")
    let after = try CookbookProcess.run(stateDirectory: directory, "tab pantry")
    #expect(after.stdout.contains("2. Milk"), "\(after.stdout)")
  }

  /// Far under the floor the refusal still comes before anything that needs a descriptor
  /// (libdispatch traps when it has none): 87982d3 called the account list damaged here.
  @Test("Finding 06: with ulimit -n 6 the refusal comes first, never that the list is damaged")
  func aRunFarUnderTheFloorIsRefusedFirst() throws {
    let directory = try ShellRun.makeDirectory()
    let outcome = try run(limit: 6, in: directory, "login demo demo-pass-1\nwhere\n")
    #expect(outcome.status == 1, "\(outcome.stdout)\n\(outcome.stderr)")
    #expect(outcome.stdout.isEmpty, "\(outcome.stdout)")
    #expect(outcome.stderr.contains("needs at least 16 open files"), "\(outcome.stderr)")
    #expect(ShellRun.names(in: directory).isEmpty)
  }

  /// A state directory whose pantry holds Rye flour, saved by a run with the usual limit.
  private func directoryWithRyeFlour() throws -> URL {
    let directory = try ShellRun.makeDirectory()
    let added = try CookbookProcess.run(
      stateDirectory: directory, "login demo demo-pass-1", "tab pantry", "add", "name Rye flour",
      "save")
    #expect(added.status == 0)
    return directory
  }

  /// Every file of `directory` by name, with its size and when it was last written.
  private func stamps(in directory: URL) -> [String: String] {
    Dictionary(
      uniqueKeysWithValues: ShellRun.names(in: directory).map { name in
        var info = stat()
        _ = stat(directory.appendingPathComponent(name).path, &info)
        return (name, "\(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)")
      })
  }
}
