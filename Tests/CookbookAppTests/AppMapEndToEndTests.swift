import Foundation
import Testing

/// The whole app map of seed 003, walked through the real binary, one row of the contract's
/// table at a time.
@Suite(.serialized)
struct AppMapEndToEndTests {
  private let cookbook = CookbookProcess()

  @Test(arguments: ["recipes", "favorites"])
  func recipeAuthorRecipeAuthorThenBackAllTheWay(tab: String) throws {
    let start = "cookbook://\(tab)/spaghetti-carbonara"
    let outcome = try cookbook.run(
      "login demo demo-pass-1", "open \(start)", "author", "where", "2", "where", "author",
      "where", "back", "where", "back", "where", "back", "where", "back", "where", "back")
    let deep = "\(start)/@giulia-romano/cacio-e-pepe/@giulia-romano"
    #expect(
      outcome.recipeURLs == [
        "\(start)/@giulia-romano", "\(start)/@giulia-romano/cacio-e-pepe", deep,
        "\(start)/@giulia-romano/cacio-e-pepe", "\(start)/@giulia-romano", start,
        "cookbook://\(tab)",
      ])
    #expect(outcome.lines.contains("! There is nothing to go back to."))
    #expect(outcome.stdout.contains("A Roman cook who keeps the city's pasta rules"))
  }

  @Test func anAuthorLinkOpensDirectlyAndAnUnknownAuthorIsRefused() throws {
    let outcome = try cookbook.run(
      "login demo demo-pass-1", "open cookbook://recipes/tiramisu/@giulia-romano", "where",
      "open cookbook://recipes/@nobody", "where")
    #expect(
      outcome.recipeURLs == [
        "cookbook://recipes/tiramisu/@giulia-romano", "cookbook://recipes/tiramisu/@giulia-romano",
      ])
    #expect(outcome.lines.contains("! There is no author 'nobody'."))
  }

  @Test func aStackFullOfScreensRefusesTheNextPushWithAMessage() throws {
    var script = ["login demo demo-pass-1", "1"]
    for _ in 0..<40 { script += ["author", "1"] }
    script.append("where")
    let outcome = try cookbook.run(script, arguments: [])
    let url = try #require(outcome.recipeURLs.last)
    #expect(url.split(separator: "/").count - 2 == 64)
    #expect(
      outcome.lines.contains(
        "! A stack holds at most 64 screens; type back before opening another."))
    let reopened = try cookbook.run("open \(url)", "where")
    #expect(reopened.recipeURLs.last == url)
  }
}
