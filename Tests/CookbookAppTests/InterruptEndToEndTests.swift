import Foundation
import Testing

@Suite(.serialized)
struct InterruptEndToEndTests {
  private let cookbook = CookbookProcess()

  @Test(arguments: [(SIGTERM, Int32(143)), (SIGINT, Int32(130))])
  func aSignalSavesWhereTheUserWasAndTheNextLaunchOpensIt(signal: Int32, status: Int32) throws {
    let running = try LiveCookbook(stateDirectory: cookbook.stateDirectory)
    running.type("login demo demo-pass-1")
    running.type("tab favorites")
    running.type("open cookbook://favorites/tiramisu?sheet=share")
    running.type("where")
    #expect(running.waitFor("\ncookbook://favorites/tiramisu?sheet=share\n"))
    #expect(running.stop(with: signal) == status)
    let relaunch = try cookbook.run("where")
    #expect(relaunch.recipeURLs == ["cookbook://favorites/tiramisu?sheet=share"])
  }

  @Test func aSignalWhileSignedOutSavesNothingAndExits() throws {
    let running = try LiveCookbook(stateDirectory: cookbook.stateDirectory)
    running.type("where")
    #expect(running.waitFor("cookbook://login"))
    #expect(running.stop(with: SIGTERM) == 143)
    #expect(
      try cookbook.fileContents()["cookbook.sqlite"] == nil
        || StateDatabaseFile.number("SELECT count(*) FROM session", in: cookbook.stateDirectory)
          == 0
    )
  }
}
