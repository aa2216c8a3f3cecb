// Cookbook's benchmarks. Scripts/bench.sh builds this in release mode, runs it, then adds the
// build figures. `--smoke` runs every benchmark with tiny counts, to keep it working in CI;
// `--only calibration|router|deep-stacks|url|startup|state-open|line-mode|navigation-memory|memory|frames`
// runs one, for profiling. `--cookbook-before PATH --before-label NAME` adds an earlier
// release's binary to the start-up rounds. The calibration loop runs first and last in every full run.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let smoke = arguments.contains("--smoke")
let cookbook = arguments.firstIndex(of: "--cookbook").flatMap { arguments.dropFirst($0 + 1).first }
let hello = arguments.firstIndex(of: "--hello").flatMap { arguments.dropFirst($0 + 1).first }
let only = arguments.firstIndex(of: "--only").flatMap { arguments.dropFirst($0 + 1).first }
let cookbookDynamic = arguments.firstIndex(of: "--cookbook-dynamic").flatMap {
  arguments.dropFirst($0 + 1).first
}
let helloStatic = arguments.firstIndex(of: "--hello-static").flatMap {
  arguments.dropFirst($0 + 1).first
}
let cookbookBefore = arguments.firstIndex(of: "--cookbook-before").flatMap {
  arguments.dropFirst($0 + 1).first
}
let beforeLabel = arguments.firstIndex(of: "--before-label").flatMap {
  arguments.dropFirst($0 + 1).first
}
func wanted(_ name: String) -> Bool { only == nil || only == name }

do {
  var rows: [Row] = []
  let calibrationRuns = smoke ? 1 : 5
  var calibration = Calibration.samples(repeats: calibrationRuns)
  if wanted("router") {
    rows += RouterBenchmark.rows(count: smoke ? 10_000 : 1_000_000, repeats: smoke ? 1 : 9)
  }
  if wanted("deep-stacks") {
    rows += DeepStackBenchmark.rows(depth: smoke ? 1_000 : 10_000, repeats: smoke ? 1 : 9)
  }
  if wanted("url") {
    rows += try URLBenchmark.rows(count: smoke ? 100 : 100_000, repeats: smoke ? 1 : 9)
  }
  if let cookbook, let hello, wanted("startup") {
    rows += try ProcessBenchmark.startupRows(
      .init(
        app: cookbook, appDynamic: cookbookDynamic, hello: hello, helloStatic: helloStatic,
        before: cookbookBefore.map { ($0, beforeLabel ?? "the earlier binary") }),
      repeats: smoke ? 1 : 31)
  }
  if wanted("state-open") {
    rows += try await StateOpenBenchmark.rows(repeats: smoke ? 1 : 31)
  }
  if let cookbook, wanted("line-mode") {
    rows += try ProcessBenchmark.lineModeRows(
      cookbook: cookbook, hello: hello ?? "/bin/true", commands: smoke ? 1_000 : 100_000,
      repeats: smoke ? 1 : 7)
  }
  if let cookbook, wanted("navigation-memory") {
    rows += try ProcessBenchmark.navigationMemoryRows(
      cookbook: cookbook, short: smoke ? 15 : 1_500, long: smoke ? 150 : 15_000,
      repeats: smoke ? 1 : 3)
  }
  if wanted("memory") {
    rows += try await MemoryBenchmark.rows(cycles: smoke ? 2_000 : 100_000, warmUp: 1_000)
  }
  // After memory, whose resident-size baseline would otherwise include the frames' buffers.
  if wanted("frames") {
    rows += try await FrameBenchmark.rows(keys: smoke ? 100 : 20_000, runs: smoke ? 1 : 5)
  }
  calibration += Calibration.samples(repeats: calibrationRuns)
  rows.insert(Calibration.row(calibration), at: 0)
  print(Row.header)
  for row in rows { print(row.markdown(smoke: smoke)) }
} catch {
  FileHandle.standardError.write(Data("cookbook-bench: \(error)\n".utf8))
  exit(1)
}
