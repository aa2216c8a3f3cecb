import Foundation

/// A `cookbook` process kept running, so a test can type, wait for output and send signals.
final class RunningCookbook: @unchecked Sendable {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let lock = NSLock()
  private var received = Data()

  init(stateDirectory: URL, arguments: [String] = []) throws {
    process.executableURL = CookbookProcess.binary
    process.arguments = ["--state-dir", stateDirectory.path] + arguments
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    output.fileHandleForReading.readabilityHandler = { [weak self] handle in
      let chunk = handle.availableData
      guard let self else { return }
      lock.withLock { received.append(chunk) }
    }
    try process.run()
  }

  var stdout: String { lock.withLock { String(decoding: received, as: UTF8.self) } }

  func type(_ line: String) {
    input.fileHandleForWriting.write(Data((line + "\n").utf8))
  }

  /// Waits until the output contains `text`; false after `seconds` without it.
  func waitFor(_ text: String, seconds: Double = 20) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if stdout.contains(text) { return true }
      Thread.sleep(forTimeInterval: 0.02)
    }
    return false
  }

  /// Sends `signal` and waits for the process to end; returns its exit status.
  func stop(with signal: Int32) -> Int32 {
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    output.fileHandleForReading.readabilityHandler = nil
    return process.terminationStatus
  }
}
