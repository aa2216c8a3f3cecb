import Foundation

/// The real `cookbook` binary: start-up beside a hello-world program, line-mode throughput in
/// hello-world starts, and peak memory over long navigation. Each is timed as a whole process
/// by `Spawner` (`posix_spawn` and `wait4`), whose own cost is reported beside them.
enum ProcessBenchmark {
  /// The programs whose start-up is compared: the app as shipped (its Swift runtime and
  /// Foundation linked in), the same app linked to the shared libraries, the Foundation hello
  /// world built both ways, and an earlier release's app as shipped, with its name.
  struct StartupPrograms {
    let app: String
    let appDynamic: String?
    let hello: String
    let helloStatic: String?
    let before: (path: String, label: String)?
  }

  /// Start-up of `cookbook --open cookbook://login` with `quit` on its standard input, beside
  /// the hello worlds and `/bin/true` (the floor of any program timed this way): one warm-up
  /// run each, then `repeats` rounds that run them all in turn; each round's ratio divides the
  /// app's time by a hello world's in the same round.
  static func startupRows(_ programs: StartupPrograms, repeats: Int) throws -> [Row] {
    let state = temporaryPath()
    let quit = try temporaryFile("quit\n")
    defer { remove(quit, state) }
    let open = { (app: String) in
      {
        try Spawner.run(app, ["--state-dir", state, "--open", "cookbook://login"], inputPath: quit)
      }
    }
    let optional: [(() throws -> Spawner.Timing)?] = [
      programs.helloStatic.map { path in { try Spawner.run(path, []) } },
      programs.appDynamic.map(open), programs.before.map { open($0.path) },
    ]
    let runners: [() throws -> Spawner.Timing] =
      [
        { try Spawner.run("/bin/true", []) }, { try Spawner.run(programs.hello, []) },
        open(programs.app),
      ]
      + optional.compactMap { $0 }
    var runs = try Spawner.inTurn(runners, repeats: repeats)[...]
    let (floor, hello, app) = (runs.removeFirst(), runs.removeFirst(), runs.removeFirst())
    let (helloStatic, appDynamic, before) = (
      programs.helloStatic.map { _ in runs.removeFirst() },
      programs.appDynamic.map { _ in runs.removeFirst() },
      programs.before.map { _ in runs.removeFirst() }
    )
    let ratio = { (app: [Spawner.Timing], hello: [Spawner.Timing]) in
      Spread.ratios(app.map(\.wall), to: hello.map(\.wall))
    }
    let times = { (spread: Spread) in spread.text { Format.number($0) + "×" } }
    let target = ratio(app, hello)
    var rows = [
      Row(
        figure: "harness floor: `/bin/true` through `posix_spawn` and `wait4` (\(repeats) runs)",
        value: describe(floor), baseline: "—", target: "report it", met: nil),
      Row(
        figure:
          "start-up: `cookbook --open cookbook://login`, then quit, as shipped (`--static-swift-stdlib`), ratio to the hello world (\(repeats) rounds)",
        value: "\(times(target)); \(describe(app))",
        baseline: "hello world (Foundation, the toolchain's default build): \(describe(hello))",
        target: "≤ 1.2× the hello world", met: target.median <= 1.2),
    ]
    if let helloStatic {
      rows.append(
        Row(
          figure: "start-up as shipped, ratio to a hello world also linked statically",
          value: times(ratio(app, helloStatic)),
          baseline: "hello world (Foundation, `--static-swift-stdlib`): \(describe(helloStatic))",
          target: "report it", met: nil))
    }
    if let appDynamic {
      rows.append(
        Row(
          figure: "start-up of the app linked to the shared libraries, ratio to the hello world",
          value: "\(times(ratio(appDynamic, hello))); \(describe(appDynamic))",
          baseline: "hello world (Foundation, the toolchain's default build), above",
          target: "report it", met: nil))
    }
    if let helloStatic = programs.helloStatic {
      rows.append(
        Row(
          figure: "size of the shipped binary (`--static-swift-stdlib`, not stripped)",
          value: Format.megabytes(try size(programs.app)),
          baseline: "hello world (Foundation, `--static-swift-stdlib`): "
            + Format.megabytes(try size(helloStatic)),
          target: "report it", met: nil))
    }
    if let before, let label = programs.before?.label {
      rows.append(
        Row(
          figure: "start-up as shipped, ratio to \(label) as shipped, in the same rounds",
          value: "\(times(ratio(app, before))); \(describe(app))",
          baseline: "\(label) (`--static-swift-stdlib`): \(describe(before))",
          target: "report it, beside the SQLite open below", met: nil))
    }
    return rows
  }

  /// The line-mode script: one sign-in, then `cycles` navigation cycles (open, a related
  /// recipe, back, search, tab, help), then `quit`.
  static func script(commands: Int) -> String {
    let cycle = [
      "1", "where", "2", "back", "back", "search soup", "1", "back", "search", "tab favorites",
      "tab recipes", "help",
    ]
    var lines = ["login demo demo-pass-1"]
    while lines.count < commands { lines += cycle }
    return lines.prefix(commands).joined(separator: "\n") + "\nquit\n"
  }

  /// A `commands`-long script piped into `cookbook` by another process, in turn with the hello
  /// world: the figure is how many commands run in the time of one hello-world start.
  static func lineModeRows(
    cookbook: String, hello: String, commands: Int, repeats: Int
  ) throws -> [Row] {
    let script = try temporaryFile(script(commands: commands))
    defer { remove(script) }
    let runs = try Spawner.inTurn(
      [
        { try Spawner.run(hello, []) },
        {
          let state = temporaryPath()
          defer { remove(state) }
          return try Spawner.runPiped(cookbook, ["--state-dir", state], inputPath: script)
        },
      ], repeats: repeats)
    let (baseline, app) = (runs[0], runs[1])
    let perStart = Spread(
      zip(baseline, app).map { Double(commands) * $0.wall / $1.wall })
    let rate = Spread(app.map { Double(commands) / $0.wall })
    return [
      Row(
        figure:
          "line mode: \(commands)-command script piped in by `cat`, output discarded (\(repeats) rounds)",
        value:
          "\(perStart.text { Format.number($0, digits: 0) }) commands per hello-world start; \(rate.text(Format.rate))",
        baseline: "hello world (Foundation): \(describe(baseline))",
        target: "≥ 800 commands per hello-world start", met: perStart.median >= 800)
    ]
  }

  /// Peak memory of `cookbook` after `short` and after `long` navigation cycles of the line-mode
  /// script, in turn: the growth between the two is what long sessions accumulate.
  static func navigationMemoryRows(
    cookbook: String, short: Int, long: Int, repeats: Int
  ) throws -> [Row] {
    let commandsPerCycle = 12
    let shortScript = try temporaryFile(script(commands: 1 + short * commandsPerCycle))
    let longScript = try temporaryFile(script(commands: 1 + long * commandsPerCycle))
    defer { remove(shortScript, longScript) }
    let run = { (script: String) in
      let state = temporaryPath()
      defer { remove(state) }
      return try Spawner.runPiped(cookbook, ["--state-dir", state], inputPath: script)
    }
    let runs = try Spawner.inTurn(
      [{ try run(shortScript) }, { try run(longScript) }], repeats: repeats)
    let peak = { (timings: [Spawner.Timing]) in Spread(timings.map { Double($0.peakResidentBytes) })
    }
    let growth = Spread(
      zip(runs[0], runs[1]).map { Double($1.peakResidentBytes - $0.peakResidentBytes) })
    let kilobytes = { (bytes: Double) in "\(Format.number(bytes / 1024, digits: 0)) KB" }
    return [
      Row(
        figure:
          "peak memory growth from \(short) to \(long) navigation cycles (open, related, back, search, tab; \(repeats) rounds)",
        value: growth.text(kilobytes),
        baseline: "peak RSS after \(short) cycles: \(peak(runs[0]).text(kilobytes))",
        target: "≤ 256 KB", met: growth.median <= 256 * 1024)
    ]
  }

  private static func describe(_ timings: [Spawner.Timing]) -> String {
    "\(Spread(timings.map(\.wall)).text(Format.duration)), CPU \(Format.duration(Spread(timings.map(\.cpu)).median))"
  }

  private static func size(_ path: String) throws -> Int {
    try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
  }

  /// A path in the temporary folder that nothing uses yet.
  static func temporaryPath() -> String {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("cookbook-bench-\(UUID().uuidString)").path
  }

  private static func temporaryFile(_ contents: String) throws -> String {
    let path = temporaryPath() + ".txt"
    try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// Removes `paths`, whatever they hold.
  static func remove(_ paths: String...) {
    for path in paths { try? FileManager.default.removeItem(atPath: path) }
  }
}
