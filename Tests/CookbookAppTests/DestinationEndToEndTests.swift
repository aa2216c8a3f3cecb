import Foundation
import Testing

@Suite(.serialized)
struct DestinationEndToEndTests {
  private let cookbook = CookbookProcess()
  private let carbonara = "cookbook://recipes/spaghetti-carbonara"

  @Test func shareIsASheetWhoseLinkExitShowsTheRecipesURL() throws {
    let outcome = try cookbook.run(
      "login demo demo-pass-1", "1", "share", "where", "link", "where")
    #expect(outcome.recipeURLs == ["\(carbonara)?sheet=share", carbonara])
    #expect(outcome.lines.contains("Link: \(carbonara)"))
  }

  @Test func cancelClosesTheSheetAndChangesNothingElse() throws {
    let outcome = try cookbook.run("login demo demo-pass-1", "1", "share", "cancel", "where")
    #expect(outcome.recipeURLs == [carbonara])
    #expect(!outcome.stdout.contains("Link:"))
  }

  @Test func exportWritesMarkdownAndNeverOverwrites() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("cookbook-export-\(UUID().uuidString).md").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let outcome = try cookbook.run(
      "login demo demo-pass-1", "1", "share", "export \(path)", "share", "export \(path)",
      "where")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.hasPrefix("# Spaghetti Carbonara\n"))
    #expect(outcome.lines.contains("Exported to \(path)."))
    #expect(outcome.stdout.contains("already exists"))
    #expect(outcome.recipeURLs == ["\(carbonara)?sheet=share"])
  }

  @Test func backDismissesASheetOrAlertBeforePopping() throws {
    let outcome = try cookbook.run(
      "login demo demo-pass-1", "1", "share", "back", "where", "delete", "back", "where", "back",
      "where")
    #expect(outcome.recipeURLs == [carbonara, carbonara, "cookbook://recipes"])
  }

  @Test func deleteAsksThenNoKeepsAndYesRemovesForThisUserOnly() throws {
    let first = try cookbook.run(
      "login demo demo-pass-1", "1", "delete", "where", "no", "where", "delete", "yes", "where")
    #expect(
      first.recipeURLs == ["\(carbonara)?alert=delete", carbonara, "cookbook://recipes"])
    let listAfter = try #require(first.stdout.components(separatedBy: "cookbook://recipes\n").last)
    #expect(!listAfter.contains("Spaghetti Carbonara"))
    let relaunch = try cookbook.run(
      "open \(carbonara)", "logout", "login chef chef-pass-2", "1", "where")
    #expect(relaunch.lines.contains("! There is no recipe 'spaghetti-carbonara'."))
    #expect(relaunch.recipeURLs == [carbonara])
  }

  @Test func eachTabKeepsItsStackAndFavouritesOpenTheSameDetail() throws {
    let outcome = try cookbook.run(
      "login demo demo-pass-1", "2", "favorite", "tab favorites", "where", "1", "1", "where",
      "tab recipes", "where", "tab favourites", "where")
    #expect(
      outcome.recipeURLs == [
        "cookbook://favorites", "cookbook://favorites/cacio-e-pepe/pasta-alla-norma",
        "cookbook://recipes/cacio-e-pepe",
        "cookbook://favorites/cacio-e-pepe/pasta-alla-norma",
      ])
    #expect(outcome.lines.contains { $0.hasPrefix("1. Cacio e Pepe") })
  }

  @Test func everyNewURLOpensInBothModesOfEntry() throws {
    for url in [
      "cookbook://favorites", "cookbook://favorites/tiramisu/creme-brulee?sheet=share",
      "cookbook://recipes/tiramisu?q=tira&alert=delete",
    ] {
      let typed = try cookbook.run("login demo demo-pass-1", "open \(url)", "where")
      #expect(typed.recipeURLs == [url])
      let launched = try cookbook.run(["where"], arguments: ["--open", url])
      #expect(launched.recipeURLs == [url])
    }
  }

  @Test func slotsOnlyTakeTheirOwnExits() throws {
    let outcome = try cookbook.run(
      "login demo demo-pass-1", "1", "yes", "delete", "tab favorites", "2", "where")
    #expect(
      outcome.lines.filter {
        $0 == "! That command does not work on this screen. Type help for the ones that do."
      }.count == 2)
    #expect(outcome.lines.contains("! Finish with what is open first, or type back to close it."))
    #expect(outcome.recipeURLs == ["\(carbonara)?alert=delete"])
  }

  @Test func expiryWithASheetOpenLandsOnSignInAndTheSameUserResumes() throws {
    let outcome = try cookbook.run(
      steps: [
        .line("login demo demo-pass-1"), .line("1"), .line("share"), .pause(seconds: 2.5),
        .line("link"), .line("where"), .line("login demo demo-pass-1"), .line("where"),
      ], arguments: ["--session-ttl", "2"])
    #expect(outcome.lines.contains("Your session expired. Sign in again to continue."))
    #expect(
      outcome.recipeURLs == ["\(carbonara)?sheet=share&modal=signin", "\(carbonara)?sheet=share"])
  }

  @Test func expiryThenTheOtherUserStartsFresh() throws {
    let outcome = try cookbook.run(
      steps: [
        .line("login demo demo-pass-1"), .line("tab favorites"), .pause(seconds: 2.5),
        .line("where"), .line("login chef chef-pass-2"), .line("where"),
      ], arguments: ["--session-ttl", "2"])
    #expect(outcome.recipeURLs == ["cookbook://favorites?modal=signin", "cookbook://recipes"])
  }
}
