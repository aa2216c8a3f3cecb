import Foundation
import TestSupport
import Testing

/// The explorer, bounded by a number of transitions, as part of every test run; `Scripts/explore.sh`
/// goes deeper. It runs as `cookbook-explore`, a process of its own: the app's work is all on the
/// main actor, which this process's other suites share, so in here it would wait its turn while
/// the second core idled.
struct BoundedExplorationTests {
  @Test(.timeLimit(.minutes(10)))
  func everyStateWithinTheBoundKeepsEveryInvariant() async throws {
    let binary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("cookbook-explore")
    let trace = FileManager.default.temporaryDirectory
      .appendingPathComponent("explored-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: trace) }
    let explorer = try Subprocess(
      executable: binary.path,
      arguments: [
        "7", "--transitions", "5000", "--interleave-depth", "2", "--trace-file", trace.path,
      ],
      environment: ProcessInfo.processInfo.environment)
    explorer.closeInput()
    var status = explorer.exitStatusIfEnded()
    defer {
      if status == nil {
        explorer.send(SIGKILL)
        _ = explorer.waitForExit()
      }
    }
    while status == nil {
      try await Task.sleep(for: .milliseconds(100))
      status = explorer.exitStatusIfEnded()
    }
    let output = explorer.waitForOutput()
    let report = """
      exit \(status ?? -1)
      \(output)
      last path run:
      \((try? String(contentsOf: trace, encoding: .utf8)) ?? "none")
      \(explorer.waitForErrorOutput().suffix(2_000))
      """
    let lines = output.split(separator: "\n").map(String.init)
    let counts = try #require(lines.last.flatMap(Self.counts), "\(report)")
    #expect(status == 0, "\(report)")
    #expect(counts.transitions == 5_000)
    #expect(counts.states > 500)
    #expect(counts.violations == 0, "\(report)")
    let interleavings = lines.first { $0.hasSuffix(" interleavings") }?
      .split(separator: " ").dropLast().last.flatMap { Int($0) }
    #expect((interleavings ?? 0) > 0, "\(report)")
  }

  /// The numbers of `explored N states, M transitions, K violations`.
  private static func counts(_ line: String) -> (states: Int, transitions: Int, violations: Int)? {
    let numbers = line.split(separator: " ").compactMap { Int($0) }
    guard line.hasPrefix("explored "), numbers.count == 3 else { return nil }
    return (numbers[0], numbers[1], numbers[2])
  }
}
