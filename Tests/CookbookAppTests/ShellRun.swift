import Foundation
import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the real `cookbook` binary through `bash`, for what a Swift child process cannot set up
/// as easily: closed or full standard streams, pipes into `head`, FIFOs, another user. The
/// script finds the binary in `$COOKBOOK`; `coreutils timeout` ends anything that hangs, so a
/// hang fails the test instead of blocking the suite.
enum ShellRun {
  /// What a script printed and how it ended.
  struct Outcome {
    let status: Int32
    let stdout: String
    let stderr: String

    var lines: [String] { stdout.components(separatedBy: "\n") }
  }

  /// The seconds after which `cookbook` started by `$RUN` is killed.
  static let hangLimit = 20

  /// Runs `script` with `bash -c`. In it, `$RUN` is the binary behind a hang guard, `$COOKBOOK`
  /// the binary alone, and `$AS_OTHER` a prefix that runs a command as another user when the
  /// tests run as root (empty otherwise).
  static func run(
    _ script: String, input: String = "", environment: [String: String] = [:]
  ) throws -> Outcome {
    ignoreBrokenPipes()
    var merged = ProcessInfo.processInfo.environment
    merged.removeValue(forKey: "NO_COLOR")
    merged["COOKBOOK"] = CookbookProcess.binary.path
    merged["RUN"] = "timeout -s KILL \(hangLimit) \(CookbookProcess.binary.path)"
    merged["AS_OTHER"] = isRoot ? "setpriv --reuid=65534 --regid=65534 --clear-groups" : ""
    let process = try Subprocess(
      executable: "/bin/bash", arguments: ["-c", script],
      environment: merged.merging(environment) { $1 })
    process.write(Data(input.utf8))
    process.closeInput()
    let stdout = process.waitForOutput()
    let stderr = process.waitForErrorOutput()
    return Outcome(status: process.waitForExit(), stdout: stdout, stderr: stderr)
  }

  /// Runs `cookbook --state-dir DIRECTORY` behind the hang guard, typing `script`.
  static func cookbook(
    stateDirectory: URL, arguments: [String] = [], _ script: String...
  ) throws -> Outcome {
    let words = (["--state-dir", stateDirectory.path] + arguments).map(quoted)
    return try run(
      "$RUN \(words.joined(separator: " "))", input: script.map { $0 + "\n" }.joined())
  }

  /// Whether `url` names a regular file, not following a symlink.
  static func isRegularFile(_ url: URL) -> Bool {
    var status = stat()
    return lstat(url.path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
  }

  /// Lets a write to a child that has already ended fail with `EPIPE`, as `Subprocess.write`
  /// expects, instead of ending the test process with SIGPIPE: a script that exits at once
  /// (a usage error) may not read what a test types.
  static func ignoreBrokenPipes() {
    signal(SIGPIPE, SIG_IGN)
  }

  /// Whether the tests run as root, who may write anywhere and own nothing by accident.
  static var isRoot: Bool { geteuid() == 0 }

  /// A fresh directory under the temporary folder, created with `mode`, that a test may use
  /// as a state directory or a working directory.
  static func makeDirectory(mode: mode_t = 0o700) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("cookbook-hostile-\(UUID().uuidString)")
    guard mkdir(url.path, mode) == 0, chmod(url.path, mode) == 0 else {
      throw ShellRunError(description: "could not create \(url.path)")
    }
    return url
  }

  /// The names in `directory`, sorted.
  static func names(in directory: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
  }

  /// A shell word for `text`.
  static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }
}

/// A test's set-up failed before `cookbook` ran.
struct ShellRunError: Error, CustomStringConvertible {
  let description: String
}
