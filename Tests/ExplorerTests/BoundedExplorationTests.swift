import Explorer
import ServicesLive
import Testing

/// The explorer, bounded by a number of transitions, as part of every test run;
/// `Scripts/explore.sh` goes deeper.
@MainActor
struct BoundedExplorationTests {
  @Test func everyStateWithinTheBoundKeepsEveryInvariant() async throws {
    let explorer = Explorer(catalog: try BundledRecipeCatalog())
    let report = await explorer.explore(.init(depth: 7, transitions: 5_000, interleavingDepth: 2))
    #expect(report.transitions == 5_000)
    #expect(report.states > 500)
    #expect(report.interleavings > 0, "\(report.interleavedLine)")
    #expect(report.violations.isEmpty, "\(report.violations.prefix(3).map(\.script))")
  }
}
