import Foundation
import Synchronization
import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A `cookbook` process kept running, so a test can type, wait for output and send signals.
/// Its end is awaited with a limit: a process that never ends after a signal is killed and
/// reported as `nil`, so a hang fails the test instead of blocking the suite.
final class LiveCookbook: Sendable {
  private let process: Subprocess
  private let inputOpen = Mutex(true)

  init(
    stateDirectory: URL, arguments: [String] = [], environment: [String: String] = [:]
  ) throws {
    ShellRun.ignoreBrokenPipes()
    var merged = ProcessInfo.processInfo.environment
    merged.removeValue(forKey: "NO_COLOR")
    process = try Subprocess(
      executable: CookbookProcess.binary.path,
      arguments: ["--state-dir", stateDirectory.path] + arguments,
      environment: merged.merging(environment) { $1 })
  }

  /// The process id, for signals sent from elsewhere.
  var pid: pid_t { process.pid }

  /// Everything written to standard output so far.
  var output: String { process.output }

  func type(_ line: String) {
    process.write(Data((line + "\n").utf8))
  }

  /// Waits until the output contains `text`; false after `seconds` without it.
  func waitFor(_ text: String, seconds: Double = 20) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if process.output.contains(text) { return true }
      Thread.sleep(forTimeInterval: 0.01)
    }
    return false
  }

  /// Waits until standard error contains `text`; false after `seconds` without it.
  func waitForError(_ text: String, seconds: Double = 20) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline, !process.errorSoFar.contains(text) {
      Thread.sleep(forTimeInterval: 0.01)
    }
    return process.errorSoFar.contains(text)
  }

  /// Sends `signal`, then waits up to `seconds` for the process to end.
  /// - Returns: its exit status (128 + N when signal N ended it), or `nil` when it had to be
  ///   killed.
  func stop(with signal: Int32, seconds: Double = 10) -> Int32? {
    kill(process.pid, signal)
    return end(within: seconds)
  }

  /// Closes standard input, then waits up to `seconds` for the process to end.
  func finish(seconds: Double = 20) -> Int32? {
    closeInput()
    return end(within: seconds)
  }

  /// Standard error, once the process has ended.
  var errorOutput: String { process.waitForErrorOutput() }

  private func end(within seconds: Double) -> Int32? {
    let deadline = Date().addingTimeInterval(seconds)
    var status: Int32 = 0
    while Date() < deadline {
      let result = waitpid(process.pid, &status, WNOHANG)
      if result == process.pid {
        closeInput()
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
      }
      if result < 0, errno != EINTR { return nil }
      Thread.sleep(forTimeInterval: 0.01)
    }
    kill(process.pid, SIGKILL)
    while waitpid(process.pid, &status, 0) < 0, errno == EINTR {}
    closeInput()
    return nil
  }

  private func closeInput() {
    let wasOpen = inputOpen.withLock { open in
      defer { open = false }
      return open
    }
    if wasOpen { process.closeInput() }
  }
}
