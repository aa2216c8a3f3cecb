import Foundation
import TestSupport
import Testing

/// Finding 04: line mode read a line whole, so one endless line took all memory and the
/// kernel killed the app, nothing saved. A line past the bound is discarded to its newline,
/// with a message, and the lines after it still run.
struct BoundedLineEndToEndTests {
  @Test("Finding 04: a 64 MB line is discarded in bounded memory and the next lines run")
  func anEndlessLineIsDiscardedAndTheNextLinesRun() throws {
    let directory = try ShellRun.makeDirectory()
    let outcome = try ShellRun.run(
      "{ head -c 64000000 /dev/zero | tr '\\0' a; printf '\\nlogin demo demo-pass-1\\nwhere\\n'; }"
        + " | /usr/bin/time -f 'peak %M' $RUN --state-dir \(ShellRun.quoted(directory.path))")
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.lines.contains("! That line is longer than 16384 bytes; it was discarded."))
    #expect(outcome.lines.contains("cookbook://recipes"))
    let peak = outcome.stderr.split(separator: "\n").last { $0.hasPrefix("peak ") }
    let kilobytes = try #require(peak.flatMap { Int($0.dropFirst("peak ".count)) })
    #expect(kilobytes < 60_000, "peak \(kilobytes) kB")
  }
}
