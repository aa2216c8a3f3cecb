import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real binary at an 80 × 24 pseudo-terminal, full-screen as a person starts it: what it
/// draws is read back through a virtual screen, and after every way out the terminal's modes
/// are as they were and the location is saved.
struct FullScreenEndToEndTests {
  private let cookbook = CookbookProcess()

  private func start(
    _ pty: PseudoTerminal, term: String = "xterm-256color", arguments: [String] = []
  ) throws -> pid_t {
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = term
    environment.removeValue(forKey: "NO_COLOR")
    return try pty.spawn(
      CookbookProcess.binary.path,
      arguments: ["--state-dir", cookbook.stateDirectory.path] + arguments,
      environment: environment)
  }

  /// Waits until the screen the program drew so far satisfies `condition`.
  private func waitForScreen(
    _ pty: PseudoTerminal, seconds: Double = 20, _ condition: (String) -> Bool
  ) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    repeat {
      var screen = VirtualScreen(rows: 24, columns: 80)
      screen.apply(pty.output)
      if condition(screen.text) { return true }
      Thread.sleep(forTimeInterval: 0.02)
    } while Date() < deadline
    return false
  }

  /// Starts the app, signs in on the `:` line, continues past the first-time welcome and
  /// opens the second recipe.
  private func signInAndOpenARecipe(_ pty: PseudoTerminal) -> Bool {
    guard waitForScreen(pty, { $0.contains("Cookbook · signed out · cookbook://login") }) else {
      return false
    }
    pty.type("\u{1B}:login demo demo-pass-1\r")
    guard waitForScreen(pty, { $0.contains("Welcome to Cookbook, demo") }) else { return false }
    pty.type("\r")
    guard waitForScreen(pty, { $0.contains("Cookbook · demo · cookbook://recipes\n") }) else {
      return false
    }
    pty.type("j\r")
    return waitForScreen(pty) { $0.contains("› Author:") }
  }

  @Test(arguments: [("q", Int32(0)), ("\u{3}", 130)])
  func aKeyEndsTheAppWithTheTerminalAsItWasAndTheLocationSaved(key: String, status: Int32) throws {
    let pty = try PseudoTerminal()
    let before = pty.modes()
    let child = try start(pty)
    #expect(pty.waitFor("\u{1B}[?1049h"), "the alternate screen")
    #expect(signInAndOpenARecipe(pty))
    #expect(pty.modes().c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0, "raw while it runs")
    pty.type(key)
    #expect(pty.waitForExit(of: child) == status)
    #expect(pty.output.contains("\u{1B}[?1049l"), "back on the shell's screen")
    #expect(PseudoTerminal.sameModes(pty.modes(), before))
    #expect(!pty.output.contains("demo-pass-1"))
    let relaunch = try cookbook.run("where")
    #expect(relaunch.recipeURLs.first?.hasPrefix("cookbook://recipes/") == true)
  }

  /// Each signal reaches the host through the app's `SignalRelay`, which the host takes over
  /// while it runs, so it ends as `q` does: saved, and the shell's screen and modes back.
  @Test(arguments: [SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGTERM])
  func aSignalSavesTheLocationGivesTheTerminalBackAndExits128PlusN(signal: Int32) throws {
    let pty = try PseudoTerminal()
    let before = pty.modes()
    let child = try start(pty)
    #expect(signInAndOpenARecipe(pty))
    kill(child, signal)
    #expect(pty.waitForExit(of: child) == 128 + signal)
    #expect(pty.output.contains("\u{1B}[?1049l"), "back on the shell's screen")
    #expect(PseudoTerminal.sameModes(pty.modes(), before))
    let relaunch = try cookbook.run("where")
    #expect(relaunch.recipeURLs.first?.hasPrefix("cookbook://recipes/") == true)
  }

  @Test func aDumbTerminalGetsLineMode() throws {
    let pty = try PseudoTerminal()
    let child = try start(pty, term: "dumb")
    #expect(pty.waitFor("Sign in to Cookbook"))
    pty.type("quit\r")
    #expect(pty.waitForExit(of: child) == 0)
    #expect(!pty.output.contains("\u{1B}[?1049h"))
  }

  /// Issue 23, item 5: the trace pane wraps a long line under its text rather than cutting
  /// it, and names in words what the pantry decided about the form's save.
  @Test func theTracePaneWrapsItsLinesAndNamesDecisionsInWords() throws {
    _ = try cookbook.run("login demo demo-pass-1", "open cookbook://pantry?sheet=add")
    let pty = try PseudoTerminal()
    let child = try start(pty, arguments: ["--trace"])
    #expect(waitForScreen(pty) { $0.contains("─ trace ─") && $0.contains("› Name") })
    pty.type("Rye flour")
    #expect(waitForScreen(pty) { $0.contains("Rye flour") })
    pty.type("\u{1B}[B\u{1B}[B\r")
    var shown = ""
    #expect(
      waitForScreen(pty) {
        shown = $0
        return $0.contains(
          " [event]       PantryFormViewModel → PantryCoordinator: saveRequested(Rye\n")
          && $0.contains(
            "\n               flour) ⇒ save it as the pantry's work, then close the form\n")
      }, "\(shown)")
    pty.type("q")
    #expect(pty.waitForExit(of: child) == 0)
  }

  /// Issue 20, finding 4: a field hands its text to the view model when it loses the focus;
  /// every way out now does the same first, so what is being typed is kept as the draft.
  @Test(
    "Finding 4: text in a focused field survives Ctrl-C, SIGTERM and SIGHUP",
    arguments: [Int32(0), SIGTERM, SIGHUP])
  func textInAFocusedFieldSurvivesEveryWayOut(signal: Int32) throws {
    _ = try cookbook.run("login demo demo-pass-1", "open cookbook://pantry?sheet=add")
    let pty = try PseudoTerminal()
    let child = try start(pty)
    #expect(waitForScreen(pty) { $0.contains("cookbook://pantry?sheet=add") })
    pty.type("Basil")
    #expect(waitForScreen(pty) { $0.contains("Basil") })
    if signal == 0 { pty.type("\u{3}") } else { kill(child, signal) }
    #expect(pty.waitForExit(of: child) == (signal == 0 ? 130 : 128 + signal))
    let relaunch = try cookbook.run("where")
    #expect(relaunch.stdout.contains("Name:     Basil"), "\(relaunch.stdout)")
    #expect(relaunch.recipeURLs.contains("cookbook://pantry?sheet=add"))
  }

  /// Issue 20, finding 6: pasted into a terminal without bracketed paste, 100,000 characters
  /// took minutes, one frame per key. Handled as a burst, the line fills to its limit, says so,
  /// and the app answers the next key at once.
  @Test("Finding 6: a burst of 100,000 characters on the command line is handled as a burst")
  func aBurstOfInputIsHandledAsABurst() throws {
    _ = try cookbook.run("login demo demo-pass-1")
    let pty = try PseudoTerminal()
    let child = try start(pty)
    #expect(waitForScreen(pty) { $0.contains("Cookbook · demo · cookbook://recipes") })
    pty.type(":")
    pty.type(String(repeating: "a", count: 100_000))
    #expect(waitForScreen(pty) { $0.contains("The line takes at most 8208 characters.") })
    pty.type("\u{1B}")
    #expect(waitForScreen(pty) { !$0.contains(":aaaa") })
    pty.type("q")
    #expect(pty.waitForExit(of: child) == 0)
  }
}
