import Explorer
import Foundation
import ServicesLive

/// `cookbook-explore [DEPTH] [--transitions N] [--interleave-depth D] [--trace-file PATH]`:
/// explores the app and prints each violation's script, then the intents it interleaved with
/// other input, then one closing line. With a trace file, each path is written there before it
/// runs, so a trap can be reported with its path.
@MainActor
func main() async -> Int32 {
  var arguments = Array(CommandLine.arguments.dropFirst())
  var depth = 6
  var transitions = Int.max
  var interleavingDepth = 3
  var traceFile: String?
  while let argument = arguments.first {
    arguments.removeFirst()
    switch argument {
    case "--transitions": transitions = Int(arguments.removeFirst()) ?? transitions
    case "--trace-file": traceFile = arguments.removeFirst()
    case "--interleave-depth":
      interleavingDepth = Int(arguments.removeFirst()) ?? interleavingDepth
    default:
      guard let value = Int(argument), value > 0 else {
        FileHandle.standardError.write(
          Data("usage: cookbook-explore [DEPTH] [--transitions N]\n".utf8))
        return 64
      }
      depth = value
    }
  }
  let catalog: BundledRecipeCatalog
  do {
    catalog = try BundledRecipeCatalog()
  } catch {
    FileHandle.standardError.write(Data("cookbook-explore: \(error.message)\n".utf8))
    return 1
  }
  let explorer = Explorer(catalog: catalog) { path in
    guard let traceFile else { return }
    let script = path.map(\.description).joined(separator: "\n") + "\n"
    _ = FileManager.default.createFile(atPath: traceFile, contents: Data(script.utf8))
  }
  let report = await explorer.explore(
    .init(depth: depth, transitions: transitions, interleavingDepth: interleavingDepth))
  for violation in report.violations {
    print(violation.script)
    print("")
  }
  print("depth \(depth), longest path \(report.depth), \(report.interleavings) interleavings")
  print(report.interleavedLine)
  print(report.summary)
  return report.violations.isEmpty ? 0 : 1
}

exit(await main())
