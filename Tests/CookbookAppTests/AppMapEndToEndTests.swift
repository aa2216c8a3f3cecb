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
    #expect(
      outcome.lines.contains(
        "! Sign in again first to get back where you were; back signs out instead."))
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

  @Test func aPantryItemIsAddedEditedAndDeletedAfterAskingWithEveryRefusalOnScreen() throws {
    let outcome = try cookbook.run(
      "login demo demo-pass-1", "tab pantry", "add", "where", "name Rye flour", "quantity 1 kg",
      "back", "save", "add", "name RYE FLOUR", "save", "cancel", "edit 1", "where",
      "quantity 2 kg", "save", "delete 1", "where", "no", "delete 1", "yes", "where")
    #expect(
      outcome.recipeURLs == [
        "cookbook://pantry?sheet=add", "cookbook://pantry?sheet=edit&item=rye-flour",
        "cookbook://pantry?alert=delete&item=rye-flour", "cookbook://pantry",
      ])
    #expect(
      outcome.lines.contains(
        "! The form has unsaved changes: type save to keep them or cancel to discard them."))
    #expect(outcome.stdout.contains("already"))
    #expect(outcome.lines.contains("1. Rye flour · 2 kg"))
    #expect(outcome.lines.contains("Delete Rye flour from your pantry?"))
    #expect(
      outcome.lines.last { $0.hasPrefix("Your pantry") }
        == "Your pantry is empty. Type add to add an item.")
  }

  @Test func anInvalidNameIsRefusedWithTheReasonAndTheDraftSurvivesARelaunch() throws {
    let name = String(repeating: "n", count: 61)
    let first = try cookbook.run(
      "login demo demo-pass-1", "open cookbook://pantry?sheet=add", "name Honey", "name \(name)",
      "quantity 1 jar")
    #expect(first.lines.contains("! A name has at most 60 characters."))
    let relaunch = try cookbook.run("where", "save", "where")
    #expect(relaunch.recipeURLs == ["cookbook://pantry?sheet=add", "cookbook://pantry"])
    #expect(relaunch.lines.contains("Name:     Honey"))
    #expect(relaunch.lines.contains("1. Honey · 1 jar"))
  }

  @Test func linksToAMissingItemOrAFormWithoutItsItemAreRefused() throws {
    let outcome = try cookbook.run(
      "login demo demo-pass-1", "open cookbook://pantry?sheet=edit&item=nothing",
      "open cookbook://pantry?sheet=edit", "open cookbook://recipes?modal=party", "where")
    #expect(outcome.lines.contains("! There is no pantry item 'nothing'."))
    #expect(outcome.lines.contains("! The link needs the query parameter 'item'."))
    #expect(outcome.lines.contains("! The query parameter 'modal' cannot be 'party'."))
    #expect(outcome.recipeURLs == ["cookbook://recipes"])
  }

  @Test func sortingInSettingsReordersEveryRecipeListAtOnce() throws {
    let outcome = try cookbook.run(
      "login demo demo-pass-1", "open cookbook://recipes/gazpacho", "favorite",
      "open cookbook://recipes/beef-bourguignon", "favorite", "tab profile", "settings",
      "where", "sort time", "tab favorites", "1", "where", "tab recipes", "back", "1", "where")
    #expect(
      outcome.recipeURLs == [
        "cookbook://profile/settings", "cookbook://favorites/gazpacho",
        "cookbook://recipes/overnight-oats",
      ])
    let relaunch = try cookbook.run("back", "1", "where")
    #expect(relaunch.recipeURLs == ["cookbook://recipes/overnight-oats"])
  }

  @Test func theProfileShowsWhoIsSignedInAndItsSignOutIsLogout() throws {
    let outcome = try cookbook.run(
      "login chef chef-pass-2", "tab profile", "logout", "where")
    #expect(outcome.lines.contains("Signed in as chef"))
    #expect(outcome.recipeURLs == ["cookbook://login"])
  }
}
