import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Issue 20, finding 10: at a terminal, input that ends because the terminal went away is a
/// hang-up, not the end of a script: the run saves and exits 129, as SIGHUP would end it. The
/// test's terminal is not the program's controlling terminal, so no SIGHUP comes: the read
/// alone must tell.
struct HangUpEndToEndTests {
  private let cookbook = CookbookProcess()

  private func waitForExit(of child: pid_t, seconds: Double = 20) -> Int32? {
    let deadline = Date().addingTimeInterval(seconds)
    var status: Int32 = 0
    while Date() < deadline {
      let ended = waitpid(child, &status, WNOHANG)
      if ended == child {
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
      }
      if ended < 0, errno != EINTR { return nil }
      Thread.sleep(forTimeInterval: 0.01)
    }
    kill(child, SIGKILL)
    waitpid(child, &status, 0)
    return nil
  }

  /// Starts the app on `pty`, as xterm, on this test's state directory, with `arguments`.
  private func start(at pty: PseudoTerminal, arguments: [String] = []) throws -> pid_t {
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = "xterm-256color"
    return try pty.spawn(
      CookbookProcess.binary.path,
      arguments: ["--state-dir", cookbook.stateDirectory.path] + arguments,
      environment: environment)
  }

  @Test("Finding 10: a terminal that hangs up ends line mode with 129, the location saved")
  func aTerminalThatHangsUpEndsLineModeWith129() throws {
    let pty = try PseudoTerminal()
    let child = try start(at: pty, arguments: ["--line"])
    #expect(pty.waitFor("› "))
    pty.type("login demo demo-pass-1\r")
    pty.type("open cookbook://recipes/tiramisu\r")
    pty.type("where\r")
    // `where`'s answer on a line of its own: the terminal's echo of the typed-ahead `open` line
    // ends the same way, and would let the hang-up come before the commands ran.
    #expect(pty.waitFor("\ncookbook://recipes/tiramisu\r\n"))
    pty.hangUp()
    #expect(waitForExit(of: child) == 129)
    #expect(try cookbook.run("where").recipeURLs == ["cookbook://recipes/tiramisu"])
  }

  @Test("Finding 10: Ctrl-D at a terminal that is still there is the end of input, exit 0")
  func ctrlDAtALiveTerminalStillEndsWith0() throws {
    let pty = try PseudoTerminal()
    let child = try start(at: pty, arguments: ["--line"])
    #expect(pty.waitFor("› "))
    pty.type("\u{4}")
    #expect(pty.waitForExit(of: child) == 0)
  }

  @Test("Finding 10: a terminal that hangs up ends the full-screen app with 129, location saved")
  func aTerminalThatHangsUpEndsTheFullScreenAppWith129() throws {
    let pty = try PseudoTerminal()
    _ = try cookbook.run("login demo demo-pass-1", "open cookbook://recipes/tiramisu")
    let child = try start(at: pty)
    #expect(pty.waitFor("cookbook://recipes/tiramisu"))
    pty.hangUp()
    #expect(waitForExit(of: child) == 129)
    #expect(try cookbook.run("where").recipeURLs == ["cookbook://recipes/tiramisu"])
  }
}
