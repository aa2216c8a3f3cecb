import Foundation

/// The real `cookbook` binary: start-up beside a hello-world program, and line-mode throughput.
enum ProcessBenchmark {
  /// Runs `executable` with `arguments` and `input` as its standard input, read from a file
  /// as in `cookbook < script.txt`, discarding its output.
  static func run(_ executable: String, _ arguments: [String], input: Data) throws -> Double {
    let script = URL(fileURLWithPath: temporaryDirectory() + ".txt")
    try input.write(to: script)
    defer { try? FileManager.default.removeItem(at: script) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardInput = try FileHandle(forReadingFrom: script)
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    return try Measure.seconds {
      try process.run()
      process.waitUntilExit()
      guard process.terminationStatus == 0 else {
        throw BenchmarkError("\(executable) exited with \(process.terminationStatus)")
      }
    }
  }

  static func startupRows(cookbook: String, hello: String, repeats: Int) throws -> [Row] {
    let state = temporaryDirectory()
    let arguments = ["--state-dir", state, "--open", "cookbook://login"]
    let quit = Data("quit\n".utf8)
    _ = try run(cookbook, arguments, input: quit)
    _ = try run(hello, [], input: Data())
    var app: [Double] = []
    var baseline: [Double] = []
    for _ in 0..<repeats {
      app.append(try run(cookbook, arguments, input: quit))
      baseline.append(try run(hello, [], input: Data()))
    }
    let ratio = Measure.median(app) / Measure.median(baseline)
    return [
      Row(
        figure: "`cookbook --open cookbook://login`, then quit",
        value: Format.duration(Measure.median(app)),
        baseline:
          "hello world (Foundation): \(Format.duration(Measure.median(baseline))); \(Format.number(ratio))×",
        target: "≤ 1.5× the baseline", met: ratio <= 1.5)
    ]
  }

  static func lineModeRows(cookbook: String, commands: Int, repeats: Int) throws -> [Row] {
    let cycle = [
      "1", "where", "2", "back", "back", "search soup", "1", "back", "search", "tab favorites",
      "tab recipes", "help",
    ]
    var lines = ["login demo demo-pass-1"]
    while lines.count < commands { lines += cycle }
    let script = Data((lines.prefix(commands).joined(separator: "\n") + "\nquit\n").utf8)
    let seconds = try Measure.medianSeconds(repeats: repeats) {
      _ = try run(cookbook, ["--state-dir", temporaryDirectory()], input: script)
    }
    let rate = Double(commands) / seconds
    return [
      Row(
        figure: "line mode: \(commands)-command script, output discarded",
        value: "\(Format.rate(rate)) (\(Format.duration(seconds)))", baseline: "—",
        target: "≥ 50 k/s", met: rate >= 50_000)
    ]
  }

  private static func temporaryDirectory() -> String {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("cookbook-bench-\(UUID().uuidString)").path
  }
}
