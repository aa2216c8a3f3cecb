// Cookbook's benchmarks. Scripts/bench.sh builds this in release mode, runs it, then adds the
// build figures. `--smoke` runs every benchmark with tiny counts, to keep it working in CI;
// `--only router|deep-stacks|url|startup|line-mode|frames|memory` runs one, for profiling.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let smoke = arguments.contains("--smoke")
let cookbook = arguments.firstIndex(of: "--cookbook").flatMap { arguments.dropFirst($0 + 1).first }
let hello = arguments.firstIndex(of: "--hello").flatMap { arguments.dropFirst($0 + 1).first }
let only = arguments.firstIndex(of: "--only").flatMap { arguments.dropFirst($0 + 1).first }
func wanted(_ name: String) -> Bool { only == nil || only == name }

do {
  var rows: [Row] = []
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
      cookbook: cookbook, hello: hello, repeats: smoke ? 1 : 31)
  }
  if let cookbook, wanted("line-mode") {
    rows += try ProcessBenchmark.lineModeRows(
      cookbook: cookbook, commands: smoke ? 1_000 : 100_000, repeats: smoke ? 1 : 5)
  }
  if wanted("memory") {
    rows += try await MemoryBenchmark.rows(cycles: smoke ? 2_000 : 100_000, warmUp: 1_000)
  }
  // After memory, whose resident-size baseline would otherwise include the frames' buffers.
  if wanted("frames") {
    rows += try await FrameBenchmark.rows(keys: smoke ? 100 : 20_000)
  }
  print(Row.header)
  for row in rows { print(row.markdown(smoke: smoke)) }
} catch {
  FileHandle.standardError.write(Data("cookbook-bench: \(error)\n".utf8))
  exit(1)
}
