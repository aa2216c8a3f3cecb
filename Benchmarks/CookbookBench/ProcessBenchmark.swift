import Foundation

/// The real `cookbook` binary: start-up beside a hello-world program, and line-mode throughput.
/// Both are timed as whole processes by `Spawner` (`posix_spawn` and `wait4`), whose own cost
/// is reported beside them.
enum ProcessBenchmark {
  /// Runs `executable` with `arguments` and `input` as its standard input, read from a file
  /// as in `cookbook < script.txt`, discarding its output.
  static func run(_ executable: String, _ arguments: [String], input: String) throws
    -> Spawner.Timing
  {
    let script = temporaryDirectory() + ".txt"
    try Data(input.utf8).write(to: URL(fileURLWithPath: script))
    defer { try? FileManager.default.removeItem(atPath: script) }
    return try Spawner.run(executable, arguments, inputPath: script)
  }

  /// Start-up of `cookbook --open cookbook://login` with `quit` on its standard input, beside
  /// the Foundation hello world and `/bin/true` (the floor of any program timed this way): one
  /// warm-up run each, then `repeats` rounds that run the three in turn.
  static func startupRows(cookbook: String, hello: String, repeats: Int) throws -> [Row] {
    let state = temporaryDirectory()
    let quit = temporaryDirectory() + ".txt"
    try Data("quit\n".utf8).write(to: URL(fileURLWithPath: quit))
    defer {
      try? FileManager.default.removeItem(atPath: quit)
      try? FileManager.default.removeItem(atPath: state)
    }
    let floor = { try Spawner.run("/bin/true", []) }
    let baseline = { try Spawner.run(hello, []) }
    let app = {
      try Spawner.run(
        cookbook, ["--state-dir", state, "--open", "cookbook://login"], inputPath: quit)
    }
    let runs = try Spawner.inTurn([floor, baseline, app], repeats: repeats)
    let (floorRuns, baselineRuns, appRuns) = (runs[0], runs[1], runs[2])
    let ratio = appRuns.wall / baselineRuns.wall
    let rounds = repeats == 1 ? "1 run" : "\(repeats) runs"
    return [
      Row(
        figure: "harness floor: `/bin/true` through `posix_spawn` and `wait4` (\(rounds))",
        value: floorRuns.text, baseline: "—", target: "report it", met: nil),
      Row(
        figure: "`cookbook --open cookbook://login`, then quit (\(rounds), alternating)",
        value: appRuns.text,
        baseline: "hello world (Foundation): \(baselineRuns.text); \(Format.number(ratio))×",
        target: "≤ 1.2× the baseline", met: ratio <= 1.2),
    ]
  }

  static func lineModeRows(cookbook: String, commands: Int, repeats: Int) throws -> [Row] {
    let cycle = [
      "1", "where", "2", "back", "back", "search soup", "1", "back", "search", "tab favorites",
      "tab recipes", "help",
    ]
    var lines = ["login demo demo-pass-1"]
    while lines.count < commands { lines += cycle }
    let script = lines.prefix(commands).joined(separator: "\n") + "\nquit\n"
    var runs: [Double] = []
    for _ in 0..<repeats {
      let state = temporaryDirectory()
      defer { try? FileManager.default.removeItem(atPath: state) }
      runs.append(try run(cookbook, ["--state-dir", state], input: script).wall)
    }
    let seconds = Measure.median(runs)
    let rate = Double(commands) / seconds
    return [
      Row(
        figure: "line mode: \(commands)-command script, output discarded",
        value: "\(Format.rate(rate)) (\(Format.duration(seconds)))", baseline: "—",
        target: "≥ 100 k/s", met: rate >= 100_000)
    ]
  }

  private static func temporaryDirectory() -> String {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("cookbook-bench-\(UUID().uuidString)").path
  }
}
