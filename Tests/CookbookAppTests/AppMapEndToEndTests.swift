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

  @Test(arguments: [("demo demo-pass-1", true), ("chef chef-pass-2", false)])
  func expiryKeepsEveryTabForTheSameUserAndNothingForAnother(credentials: String, same: Bool)
    throws
  {
    let favourites = "cookbook://favorites/tiramisu/@giulia-romano/spaghetti-carbonara"
    let sheet = "cookbook://recipes/gazpacho?sheet=share"
    let outcome = try cookbook.run(
      steps: [
        .line("login demo demo-pass-1"), .line("open \(favourites)"), .line("open \(sheet)"),
        .pause(seconds: 2.5), .line("where"), .line("tab favorites"), .line("where"),
        .line("login \(credentials)"), .line("where"), .line("back"), .line("tab favorites"),
        .line("where"),
      ], arguments: ["--session-ttl", "2"])
    #expect(outcome.recipeURLs.prefix(2) == ["\(sheet)&modal=signin", "\(sheet)&modal=signin"])
    #expect(outcome.lines.contains("! Finish with what is open first, or type back to close it."))
    if same {
      #expect(outcome.recipeURLs.dropFirst(2) == [sheet, favourites])
    } else {
      #expect(outcome.recipeURLs.dropFirst(2) == ["cookbook://recipes", "cookbook://favorites"])
    }
  }

  @Test func backOnTheSignInSlotSignsOutAndTheNextLaunchIsSignedOut() throws {
    let outcome = try cookbook.run(
      steps: [
        .line("login demo demo-pass-1"), .line("1"), .pause(seconds: 2.5), .line("where"),
        .line("back"), .line("where"),
      ], arguments: ["--session-ttl", "2"])
    #expect(
      outcome.recipeURLs == [
        "cookbook://recipes/spaghetti-carbonara?modal=signin", "cookbook://login",
      ])
    let relaunch = try cookbook.run("where")
    #expect(relaunch.recipeURLs == ["cookbook://login"])
  }

  @Test func aWelcomeLinkShowsTheWelcomeOverTheTabsUntilContinue() throws {
    let outcome = try cookbook.run(
      "login demo demo-pass-1", "open cookbook://recipes/tiramisu?modal=welcome", "where",
      "tab favorites", "continue", "where")
    #expect(
      outcome.recipeURLs == [
        "cookbook://recipes/tiramisu?modal=welcome", "cookbook://recipes/tiramisu",
      ])
    #expect(outcome.stdout.contains("Welcome to Cookbook, demo"))
  }
}
