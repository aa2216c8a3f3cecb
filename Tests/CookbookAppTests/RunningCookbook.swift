import Foundation
import TestSupport

/// A `cookbook` process kept running, so a test can type, wait for output and send signals.
final class RunningCookbook: Sendable {
  private let process: Subprocess

  init(stateDirectory: URL, arguments: [String] = []) throws {
    process = try Subprocess(
      executable: CookbookProcess.binary.path,
      arguments: ["--state-dir", stateDirectory.path] + arguments,
      environment: ProcessInfo.processInfo.environment)
  }

  func type(_ line: String) {
    process.write(Data((line + "\n").utf8))
  }

  /// Waits until the output contains `text`; false after `seconds` without it.
  func waitFor(_ text: String, seconds: Double = 20) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if process.output.contains(text) { return true }
      Thread.sleep(forTimeInterval: 0.02)
    }
    return false
  }

  /// Sends `signal` and waits for the process to end; returns its exit status, or `nil` when
  /// it has not ended 20 seconds later (it is then killed, so the test fails, not hangs).
  func stop(with signal: Int32) -> Int32? {
    process.send(signal)
    let status = process.waitForExit(seconds: 20)
    if status == nil { process.send(SIGKILL) }
    process.closeInput()
    if status == nil { _ = process.waitForExit() }
    return status
  }
}
