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
  /// the binary alone, `$AS_OTHER` a prefix that runs a command as another user when the
  /// tests run as root (empty otherwise), and `$RUN_OTHER`, behind the hang guard, what a user
  /// who is not root runs (``otherUsersBinary``).
  static func run(
    _ script: String, input: String = "", environment: [String: String] = [:]
  ) throws -> Outcome {
    ignoreBrokenPipes()
    var merged = ProcessInfo.processInfo.environment
    merged.removeValue(forKey: "NO_COLOR")
    merged["COOKBOOK"] = CookbookProcess.binary.path
    merged["RUN"] = "timeout -s KILL \(hangLimit) \(CookbookProcess.binary.path)"
    merged["AS_OTHER"] = isRoot ? asOther : ""
    merged["RUN_OTHER"] = "timeout -s KILL \(hangLimit) \(otherUsersBinary ?? "/nonexistent")"
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

  private static let asOther = "setpriv --reuid=65534 --regid=65534 --clear-groups"

  /// The binary as a user who is not root runs it: as root, another user's (uid 65534), which is
  /// the built one when they can reach it, else a copy, with its resources, in a world-readable
  /// folder under `/tmp` named after the build (so later runs of the same build reuse it), or
  /// `nil` when even the copy cannot be run; as anyone else, the built one, run as themselves.
  static let otherUsersBinary: String? = {
    let binary = CookbookProcess.binary
    guard isRoot else { return binary.path }
    if canRunAsOther(binary.path) { return binary.path }
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: binary.path),
      let inode = attributes[.systemFileNumber],
      let modified = attributes[.modificationDate] as? Date
    else { return nil }
    let build = "\(inode)-\(modified.timeIntervalSince1970)"
    let folder = URL(fileURLWithPath: "/tmp/cookbook-other-\(build)")
    if canRunAsOther(folder.appendingPathComponent("cookbook").path) {
      return folder.appendingPathComponent("cookbook").path
    }
    let resources = "Cookbook_ServicesLive.resources"
    let copy = folder.appendingPathComponent("cookbook")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
      try FileManager.default.copyItem(at: binary, to: copy)
      try FileManager.default.copyItem(
        at: binary.deletingLastPathComponent().appendingPathComponent(resources),
        to: folder.appendingPathComponent(resources))
    } catch {
      return nil
    }
    let opened = status(of: "chmod -R a+rX \(quoted(folder.path))") == 0
    return opened && canRunAsOther(copy.path) ? copy.path : nil
  }()

  /// The exit status of `script`, run with `bash -c` in the test's own environment: for
  /// setting up what ``run(_:input:environment:)`` offers, which it cannot use yet.
  private static func status(of script: String) -> Int32? {
    guard
      let process = try? Subprocess(
        executable: "/bin/bash", arguments: ["-c", script],
        environment: ProcessInfo.processInfo.environment)
    else { return nil }
    process.closeInput()
    _ = process.waitForOutput()
    _ = process.waitForErrorOutput()
    return process.waitForExit()
  }

  /// Whether another user can run `path` and read the resources beside it.
  private static func canRunAsOther(_ path: String) -> Bool {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    let recipes = folder.appendingPathComponent("Cookbook_ServicesLive.resources/recipes.json")
    let check =
      "\(asOther) sh -c 'test -x \"$1\" && test -r \"$2\"' sh \(quoted(path)) \(quoted(recipes.path))"
    return status(of: check) == 0
  }

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
