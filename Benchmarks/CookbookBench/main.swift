// Cookbook's benchmarks. Scripts/bench.sh builds this in release mode, runs it, then adds the
// build figures. `--smoke` runs every benchmark with tiny counts, to keep it working in CI.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let smoke = arguments.contains("--smoke")
let cookbook = arguments.firstIndex(of: "--cookbook").flatMap { arguments.dropFirst($0 + 1).first }
let hello = arguments.firstIndex(of: "--hello").flatMap { arguments.dropFirst($0 + 1).first }

do {
  var rows = RouterBenchmark.rows(count: smoke ? 10_000 : 1_000_000, repeats: smoke ? 1 : 9)
  rows += try URLBenchmark.rows(count: smoke ? 100 : 100_000, repeats: smoke ? 1 : 9)
  if let cookbook, let hello {
    rows += try ProcessBenchmark.startupRows(
      cookbook: cookbook, hello: hello, repeats: smoke ? 1 : 21)
    rows += try ProcessBenchmark.lineModeRows(
      cookbook: cookbook, commands: smoke ? 1_000 : 100_000, repeats: smoke ? 1 : 5)
  }
  rows += try await MemoryBenchmark.rows(
    cycles: smoke ? 2_000 : 100_000, warmUp: smoke ? 1_000 : 1_000)
  print(Row.header)
  for row in rows { print(row.markdown) }
} catch {
  FileHandle.standardError.write(Data("cookbook-bench: \(error)\n".utf8))
  exit(1)
}
