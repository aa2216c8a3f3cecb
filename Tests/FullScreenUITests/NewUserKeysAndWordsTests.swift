import Coordinators
import Navigation
import TerminalKit
import Testing

@testable import FullScreenUI

/// Issue 23, item 5, as a new user met the full-screen host: Esc on a search, messages that
/// name keys and buttons rather than commands to type, alerts that do not default to
/// deleting, and `login` while signed in.
@MainActor
struct NewUserKeysAndWordsTests {
  @Test func escOnTheListClearsTheSearchAsASearchFieldsCancelDoes() async {
    let harness = await FullScreenHarness.signedIn()
    await harness.press(.character("/"))
    await harness.type("gri")
    await harness.press(.enter)
    #expect(harness.hintsRow.contains("Esc clears search"))
    await harness.press(.enter, .escape)
    #expect(harness.header.hasSuffix("cookbook://recipes?q=gri"), "Esc on a detail goes back")
    await harness.press(.escape)
    #expect(harness.header.hasSuffix("cookbook://recipes"))
    #expect(harness.shows("4. Amatriciana"))
    #expect(!harness.shows("nothing to go back to"))
    await harness.press(.escape)
    #expect(harness.statusRow.contains("There is nothing to go back to."))
  }

  @Test func theDeleteAlertsSelectKeepItAndEnterKeeps() async {
    let harness = await FullScreenHarness.signedIn()
    await harness.press(.enter)
    await harness.command("delete")
    #expect(harness.shows("Delete Carbonara from your cookbook?"))
    #expect(harness.selectedRow?.hasPrefix("› Keep it") == true)
    await harness.press(.enter)
    #expect(harness.header.hasSuffix("cookbook://recipes/carbonara"))
    #expect(harness.shows("Carbonara"))

    await harness.press(.escape, .tab, .tab)
    await harness.command("add")
    await harness.type("Salt")
    await harness.press(.down, .down, .enter, .down, .character("d"))
    #expect(harness.selectedRow?.hasPrefix("› Keep it") == true)
    await harness.press(.enter)
    #expect(harness.shows("1. Salt"))
  }

  @Test func messagesNameTheKeyOrButtonNotACommandToType() async {
    let harness = await FullScreenHarness.signedIn()
    await harness.command("dance")
    #expect(
      harness.statusRow == " ! Unknown command 'dance'. Press ? for the commands on this screen.")
    await harness.command("favorite")
    #expect(
      harness.statusRow
        == " ! That command does not work on this screen. Press ? for the ones that do.")
    await harness.command("open cookbook://login")
    #expect(
      harness.statusRow
        == " ! You are signed in as demo; to switch, choose Sign out on the Profile tab.")
    await harness.press(.enter)
    await harness.command("share")
    await harness.press(.tab)
    #expect(harness.statusRow == " ! Finish with what is open first, or press Esc to close it.")
  }

  @Test func theItemFormNamesItsButtonsWhenEscIsRefused() async {
    let harness = await FullScreenHarness.signedIn()
    await harness.press(.tab, .tab)
    await harness.command("add")
    await harness.type("Rye flour")
    await harness.press(.tab, .escape, .escape)
    #expect(harness.shows("! The form has unsaved changes: choose Save to keep them or Cancel"))
    #expect(!harness.shows("type save"))
  }

  @Test func signingInAgainSaysThatEscSignsOut() async {
    let harness = await FullScreenHarness.signedIn()
    harness.clock.advance(by: 601)
    await harness.press(.escape)
    #expect(harness.shows("Your session expired."))
    await harness.press(.escape, .tab)
    #expect(
      harness.statusRow
        == " ! Sign in again first to get back where you were; Esc signs out instead.")
  }

  @Test func aFullStackSaysToGoBackWithEsc() async {
    let ids = ["carbonara", "cacio"]
    let path = (0..<64).map { ids[$0 % 2] }.joined(separator: "/")
    let harness = await FullScreenHarness.signedIn()
    await harness.command("open cookbook://recipes/\(path)")
    #expect(harness.router.recipes.path.count == 64)
    await harness.command("1")
    #expect(
      harness.statusRow == " ! A stack holds at most 64 screens; press Esc before opening another.")
  }

  @Test func loginWhileSignedInSaysWhoIsSignedInAndHowToSwitch() async {
    let harness = await FullScreenHarness.signedIn()
    await harness.command("login chef secret")
    #expect(
      harness.statusRow
        == " ! You are signed in as demo; to switch, choose Sign out on the Profile tab.")
    #expect(harness.header.contains("Cookbook · demo ·"))
  }
}
