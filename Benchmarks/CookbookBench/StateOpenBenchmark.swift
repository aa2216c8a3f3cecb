import Foundation
import ServicesLive

/// What a launch pays to open its state since the state moved into SQLite (issue 29): the state
/// directory opened as the app opens it, then the saved session read, which opens the database,
/// checks it and migrates it. Timed in process, on a database an earlier launch made (every
/// launch but the first) and on a new one, in turn.
enum StateOpenBenchmark {
  static func rows(repeats: Int) async throws -> [Row] {
    let existing = URL(fileURLWithPath: ProcessBenchmark.temporaryPath())
    defer { ProcessBenchmark.remove(existing.path) }
    _ = try await openAndRead(existing)
    var (again, fresh): ([Double], [Double]) = ([], [])
    for _ in 0..<repeats {
      again.append(try await openAndRead(existing))
      let new = URL(fileURLWithPath: ProcessBenchmark.temporaryPath())
      fresh.append(try await openAndRead(new))
      ProcessBenchmark.remove(new.path)
    }
    return [
      Row(
        figure:
          "the SQLite open a launch pays: `StateDirectory.open`, then the saved session read (\(repeats) runs, in process)",
        value: "existing database: \(Spread(again).text(Format.duration))",
        baseline: "a new database, in turn: \(Spread(fresh).text(Format.duration))",
        target: "report it beside start-up", met: nil)
    ]
  }

  /// Seconds to open the state directory at `url` and read its saved session.
  private static func openAndRead(_ url: URL) async throws -> Double {
    let start = ContinuousClock.now
    let directory = try StateDirectory(url: url, report: { _ in })
    _ = try await SQLiteSessionStore(directory: directory).load()
    let elapsed = ContinuousClock.now - start
    blackHole(directory)  // its close, a WAL checkpoint, is not part of the open
    return Double(elapsed.components.attoseconds) / 1e18 + Double(elapsed.components.seconds)
  }
}
