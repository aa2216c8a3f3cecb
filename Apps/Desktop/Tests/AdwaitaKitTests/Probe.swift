import Foundation
import Testing

/// Runs `desktop-probes`, built beside this test bundle, on the display the tests run on: GTK
/// needs a process whose main thread runs GLib's loop, which a test runner's is not.
struct Probe {
  let status: Int32
  let lines: [String]

  /// The value printed after `name: `, if the probe printed that line.
  func value(of name: String) -> String? {
    lines.first { $0.hasPrefix(name + ": ") }.map { String($0.dropFirst(name.count + 2)) }
  }

  static func run(_ name: String, timeout: Duration = .seconds(30)) throws -> Probe {
    try #require(
      ProcessInfo.processInfo.environment["DISPLAY"] != nil,
      "GTK needs a display: run these tests with Scripts/desktop.sh --test")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("desktop-probes")
    process.arguments = [name]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let watchdog = DispatchWorkItem { [process] in process.terminate() }
    DispatchQueue.global().asyncAfter(
      deadline: .now() + .seconds(Int(timeout.components.seconds)), execute: watchdog)
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    watchdog.cancel()
    let text = String(decoding: data, as: UTF8.self)
    return Probe(
      status: process.terminationStatus,
      lines: text.split(separator: "\n").map(String.init))
  }
}
