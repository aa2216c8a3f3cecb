import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Issue 13, items 1, 9 and 13: every signal that ends the app saves what is true when it
/// arrives, and a session signed out anywhere never comes back.
@Suite(.serialized)
struct SignalEndToEndTests {
  private static let otherEndingSignals: [Int32] = {
    #if os(Linux)
      [SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPOLL, SIGPWR]
    #else
      [SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM]
    #endif
  }()
  private let cookbook = CookbookProcess()
  private let tiramisu = "cookbook://recipes/tiramisu"

  private func signedInAtTiramisu() throws -> LiveCookbook {
    let running = try LiveCookbook(stateDirectory: cookbook.stateDirectory)
    running.type("login demo demo-pass-1")
    running.type("open \(tiramisu)")
    running.type("where")
    #expect(running.waitFor("\n\(tiramisu)\n"))
    return running
  }

  @Test("Item 9: Ctrl-\\ (SIGQUIT) saves where the user was and exits 131, without spinning")
  func sigquitSavesAndExits131() throws {
    let running = try signedInAtTiramisu()
    #expect(running.stop(with: SIGQUIT) == 131)
    #expect(!running.errorOutput.contains("Backtrace"))
    #expect(try cookbook.run("where").recipeURLs == [tiramisu])
  }

  @Test("Item 13: SIGHUP saves where the user was and exits 129")
  func sighupSavesAndExits129() throws {
    let running = try signedInAtTiramisu()
    #expect(running.stop(with: SIGHUP) == 129)
    #expect(try cookbook.run("where").recipeURLs == [tiramisu])
  }

  @Test("Item 13: SIGPIPE sent to the process saves where the user was and exits 141")
  func sigpipeSavesAndExits141() throws {
    let running = try signedInAtTiramisu()
    #expect(running.stop(with: SIGPIPE) == 141)
    #expect(try cookbook.run("where").recipeURLs == [tiramisu])
  }

  @Test("Item 13: a reader that goes away (| head) ends the app with 141, the location saved")
  func aReaderThatGoesAwayEndsTheAppWith141AndTheLocationSaved() throws {
    let directory = ShellRun.quoted(cookbook.stateDirectory.path)
    let outcome = try ShellRun.run(
      """
      { printf 'login demo demo-pass-1\\nopen \(tiramisu)\\n'; sleep 2; printf 'where\\n'; \
        sleep 1; printf 'where\\n'; } | $RUN --state-dir \(directory) | grep -m 1 -q Tiramisu
      echo "cookbook=${PIPESTATUS[1]}"
      """)
    #expect(outcome.stdout == "cookbook=141\n")
    #expect(try cookbook.run("where").recipeURLs == [tiramisu])
  }

  @Test("Item 1: a session signed out by a second instance is not saved back by the first")
  func aSessionSignedOutElsewhereIsNotSavedBackOnQuit() throws {
    let first = try signedInAtTiramisu()
    let second = try cookbook.run("where", "logout", "where")
    #expect(second.recipeURLs == ["cookbook://recipes", "cookbook://login"])
    first.type("back")
    first.type("quit")
    #expect(first.finish() == 0)
    #expect(try cookbook.run("where").recipeURLs == ["cookbook://login"])
  }

  @Test(
    "Item 1: a signal after a second instance signed out does not sign the user back in",
    arguments: [SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGPIPE])
  func aSignalAfterALogoutElsewhereDoesNotSignTheUserBackIn(signal: Int32) throws {
    let first = try signedInAtTiramisu()
    let second = try cookbook.run("logout")
    #expect(second.status == 0)
    #expect(first.stop(with: signal) == 128 + signal)
    #expect(try cookbook.run("where").recipeURLs == ["cookbook://login"])
    #expect(
      try StateDatabaseFile.number("SELECT count(*) FROM session", in: cookbook.stateDirectory) == 0
    )
  }

  @Test("Item 1: signals at varied delays around a logout never sign the user back in")
  func signalsAroundALogoutNeverSignTheUserBackIn() throws {
    for run in 0..<12 {
      let directory = cookbook.stateDirectory.appendingPathComponent("run-\(run)")
      let running = try LiveCookbook(stateDirectory: directory, arguments: ["--trace"])
      running.type("login demo demo-pass-1")
      running.type("open \(tiramisu)")
      running.type("logout")
      Thread.sleep(forTimeInterval: 0.01 * Double(run % 6) + 0.04)
      #expect(running.stop(with: run.isMultiple(of: 2) ? SIGTERM : SIGINT) != nil)
      let signedOutShown = running.errorOutput.components(separatedBy: "setRoot(signIn)").count - 1
      let relaunch = try CookbookProcess.run(stateDirectory: directory, "where")
      if signedOutShown >= 2 {
        #expect(relaunch.recipeURLs == ["cookbook://login"], "run \(run) resurrected the session")
      }
    }
  }

  @Test(
    "Finding 12: SIGUSR1, SIGUSR2 and SIGALRM save where the user was and exit 128+N",
    arguments: otherEndingSignals)
  func otherTerminatingSignalsSaveAndExit128PlusN(signal: Int32) throws {
    let running = try signedInAtTiramisu()
    #expect(running.stop(with: signal) == 128 + signal)
    #expect(!running.errorOutput.contains("could not save"))
    #expect(try cookbook.run("where").recipeURLs == [tiramisu])
  }
}
