import Foundation
import TestSupport

/// Runs the real `cookbook` binary built next to this test bundle.
struct CookbookProcess {
  struct Outcome {
    let status: Int32
    let stdout: String
    let stderr: String

    var lines: [String] { stdout.components(separatedBy: "\n") }
    var recipeURLs: [String] { lines.filter { $0.hasPrefix("cookbook://") } }
  }

  /// One thing a script does: type a line, or wait before typing the next.
  enum Step {
    case line(String)
    case pause(seconds: Double)
  }

  let stateDirectory: URL

  init() {
    stateDirectory = FileManager.default.temporaryDirectory
      .appendingPathComponent("cookbook-e2e-\(UUID().uuidString)")
  }

  static var binary: URL {
    let runner = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    return runner.deletingLastPathComponent().appendingPathComponent("cookbook")
  }

  func run(
    _ script: [String], arguments: [String] = [], environment: [String: String] = [:]
  ) throws -> Outcome {
    try run(
      input: Data(script.map { $0 + "\n" }.joined().utf8),
      arguments: ["--state-dir", stateDirectory.path] + arguments, environment: environment)
  }

  /// Runs `steps`, typing each line only after the pauses before it.
  func run(steps: [Step], arguments: [String] = []) throws -> Outcome {
    try run(
      chunks: steps.map { step in
        switch step {
        case .line(let text): (Data((text + "\n").utf8), 0)
        case .pause(let seconds): (Data(), seconds)
        }
      }, arguments: ["--state-dir", stateDirectory.path] + arguments, environment: [:])
  }

  /// Runs `script` as a new user would type it, in a fresh process on the same state.
  func run(_ script: String...) throws -> Outcome {
    try run(script)
  }

  func run(
    input: Data, arguments: [String], environment: [String: String] = [:]
  ) throws -> Outcome {
    try run(chunks: [(input, 0)], arguments: arguments, environment: environment)
  }

  private func run(
    chunks: [(data: Data, pause: Double)], arguments: [String], environment: [String: String]
  ) throws -> Outcome {
    var merged = ProcessInfo.processInfo.environment
    merged.removeValue(forKey: "NO_COLOR")
    let process = try Subprocess(
      executable: Self.binary.path, arguments: arguments,
      environment: merged.merging(environment) { $1 })
    let writer = Thread {
      for chunk in chunks {
        if chunk.pause > 0 { Thread.sleep(forTimeInterval: chunk.pause) }
        process.write(chunk.data)
      }
      process.closeInput()
    }
    writer.start()
    let stdout = process.waitForOutput()
    let stderr = process.waitForErrorOutput()
    return Outcome(status: process.waitForExit(), stdout: stdout, stderr: stderr)
  }

  func fileContents() throws -> [String: Data] {
    var contents: [String: Data] = [:]
    for name in (try? FileManager.default.contentsOfDirectory(atPath: stateDirectory.path)) ?? [] {
      contents[name] = TestFiles.contents(atPath: stateDirectory.appendingPathComponent(name).path)
    }
    return contents
  }
}
