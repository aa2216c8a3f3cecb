import Foundation
import Testing

/// With a read epoch per command (ADR 0032), a running line-mode instance still sees another
/// instance's change at its next command.
@Suite(.serialized)
struct FreshnessEndToEndTests {
  private let cookbook = CookbookProcess()

  @Test func anotherInstancesFavouriteShowsAtTheNextCommand() throws {
    let running = try LiveCookbook(stateDirectory: cookbook.stateDirectory)
    running.type("login demo demo-pass-1")
    running.type("tab favorites")
    #expect(running.waitFor("No favourites yet"))
    running.type("tab recipes")
    running.type("where")
    #expect(running.waitFor("\ncookbook://recipes\n"))
    _ = try cookbook.run(
      "login demo demo-pass-1", "open cookbook://recipes/tiramisu", "favorite", "quit")
    running.type("tab favorites")
    #expect(running.waitFor("1. Tiramisu"))
    #expect(running.stop(with: SIGTERM) == 143)
  }
}
