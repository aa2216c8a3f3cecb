import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real binary at a pseudo-terminal, typed at key by key as a person would: line editing,
/// history, completion, and the terminal's modes as they were after every way out.
struct LineEditingEndToEndTests {
  private let cookbook = CookbookProcess()

  private func start(_ pty: PseudoTerminal) throws -> pid_t {
    try pty.spawn(
      CookbookProcess.binary.path,
      arguments: ["--state-dir", cookbook.stateDirectory.path, "--line"],
      environment: ProcessInfo.processInfo.environment)
  }

  /// The command prompt as the line editor first draws it, once the terminal is raw: keys
  /// typed before then meet the terminal's own line discipline (see ADR 0020).
  private static let readyPrompt = "\r› \u{1B}[K\r\u{1B}[2C"

  /// Types `keys`, then waits for `text` and for the next prompt, ready for keys.
  private func step(_ pty: PseudoTerminal, _ keys: String, until text: String) -> Bool {
    pty.discardOutput()
    pty.type(keys)
    return pty.waitFor(text) && pty.waitFor(Self.readyPrompt)
  }

  @Test func linesAreEditedRecalledAndCompletedAndTheModesComeBack() throws {
    let pty = try PseudoTerminal()
    let before = pty.modes()
    let child = try start(pty)
    #expect(pty.waitFor(Self.readyPrompt))
    #expect(pty.modes().c_lflag & tcflag_t(ICANON | ECHO) == 0, "raw while a line is read")

    #expect(step(pty, "here\u{1B}[Hw\r", until: "\r\ncookbook://login\r\n"))
    #expect(step(pty, "\u{1B}[A\r", until: "\r\ncookbook://login\r\n"), "↑ recalls where")

    pty.type("login demo\r")
    #expect(pty.waitFor("\rPassword: \u{1B}[K\r\u{1B}[10C"))
    #expect(step(pty, "demo-pass-1\r", until: "signed in as demo"))
    #expect(step(pty, "\u{1B}[A\r", until: "\r\ncookbook://recipes\r\n"), "↑ skips the login")

    #expect(step(pty, "1\r", until: "cookbook://recipes/"))
    pty.type("fav\t")
    #expect(pty.waitFor("› favorite "))
    #expect(step(pty, "\r", until: "★"))

    pty.type("\u{4}")
    #expect(pty.waitFor("Saved. Goodbye."))
    #expect(pty.waitForExit(of: child) == 0)
    #expect(!pty.output.contains("demo-pass-1"))
    #expect(PseudoTerminal.sameModes(pty.modes(), before))
  }

  @Test func sigtermAtThePromptLeavesTheTerminalAsItWas() throws {
    let pty = try PseudoTerminal()
    let before = pty.modes()
    let child = try start(pty)
    #expect(pty.waitFor(Self.readyPrompt))
    pty.type("half a li")
    #expect(pty.waitFor("half a li"))
    kill(child, SIGTERM)
    #expect(pty.waitForExit(of: child) == 143)
    #expect(PseudoTerminal.sameModes(pty.modes(), before))
  }
}
