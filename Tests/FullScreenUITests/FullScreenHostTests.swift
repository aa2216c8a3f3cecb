import Coordinators
import DetailFeature
import Navigation
import Services
import TerminalKit
import TestSupport
import Testing

@testable import FullScreenUI

/// The full-screen host driven as a person drives it, key by key, with every frame checked on
/// a virtual 80 × 24 terminal, and the Router's calls checked as a platform's would be.
@MainActor
struct FullScreenHostTests {
  @Test func theFirstFrameShowsTheHeaderTheSignInFormAndTheDemoAccounts() async {
    let harness = await FullScreenHarness.launched()
    #expect(harness.header.contains("Cookbook · signed out · cookbook://login"))
    #expect(harness.selectedRow?.hasPrefix("› User") == true)
    #expect(harness.shows("Password"))
    #expect(harness.shows("Demo accounts: demo and chef"))
    #expect(harness.lines.count == 24)
    #expect(harness.terminal.screen.isCursorVisible, "the cursor is in the user field")
    #expect(harness.terminal.screen.unknownSequences.isEmpty)
  }

  @Test func signingInThroughTheFormNeverShowsThePassword() async {
    let harness = await FullScreenHarness.signedIn()
    #expect(harness.header.contains("Cookbook · demo · cookbook://recipes"))
    #expect(harness.lines[1] == " [Recipes]  Favourites   Pantry   Profile")
    #expect(harness.selectedRow?.hasPrefix("› 1. Carbonara · Test Kitchen") == true)
    #expect(!harness.terminal.output.contains("s3cret"))
    #expect(!harness.terminal.screen.isCursorVisible)
  }

  @Test func aWrongPasswordIsShownAndTheFormKeepsTheUserButNotThePassword() async {
    let harness = await FullScreenHarness.launched()
    await harness.type("demo")
    await harness.press(.enter)
    await harness.type("nope")
    await harness.press(.enter)
    #expect(harness.shows("Wrong user name or password."))
    #expect(harness.lines.contains { $0.contains("User") && $0.contains("demo") })
    #expect(harness.lines.contains { $0.hasPrefix("› Password") && !$0.contains("•") })
  }

  @Test func enterOpensTheSelectedRowAndEscIsTheSwipeBack() async throws {
    let harness = await FullScreenHarness.signedIn()
    let tracker = LeakTracker()
    await harness.press(.down, .enter)
    #expect(
      harness.log.calls == [.push(BrowseDestination.recipeDetail(id: "cacio"), on: "recipes")])
    #expect(harness.header.hasSuffix("cookbook://recipes/cacio"))
    #expect(harness.lines[2].contains("Recipes › Cacio e Pepe"))
    tracker.track(try #require(harness.recipeDetails.last))
    await harness.press(.escape)
    #expect(harness.log.calls.last == .pop("recipes"))
    #expect(harness.selectedRow?.hasPrefix("› 2. Cacio e Pepe") == true, "the list kept its row")
    tracker.expectAllReleased()
  }

  @Test func theBackMenuPopsSeveralLevelsInOneShorterPathAndEveryOwnerIsTold() async throws {
    let harness = await FullScreenHarness.signedIn()
    await harness.command("open cookbook://recipes/carbonara/cacio/gricia")
    #expect(harness.header.hasSuffix("cookbook://recipes/carbonara/cacio/gricia"))
    let tracker = LeakTracker()
    for detail in harness.recipeDetails { tracker.track(detail) }
    harness.log.clear()
    await harness.press(.character("b"))
    #expect(harness.shows("Go back to"))
    #expect(harness.selectedRow?.contains("Cacio e Pepe") == true, "one level back is chosen")
    #expect(harness.lines[2].contains("Recipes › Carbonara › Cacio e Pepe › Gricia"))
    #expect(harness.shows("Gricia (here)"))
    await harness.press(.up, .up, .enter)
    #expect(harness.log.calls == [.setPath("recipes", count: 0)])
    #expect(harness.router.state == AppState.recipes())
    #expect(harness.recipeDetails.isEmpty)
    #expect(!harness.shows("Go back to"))
    tracker.expectAllReleased()
  }

  @Test func closingTheBackMenuWithoutChoosingChangesNothing() async {
    let harness = await FullScreenHarness.signedIn()
    await harness.command("open cookbook://recipes/carbonara/cacio")
    harness.log.clear()
    await harness.press(.character("b"), .up, .escape)
    #expect(harness.log.calls.isEmpty, "as a cancelled swipe back")
    #expect(harness.header.hasSuffix("cookbook://recipes/carbonara/cacio"))
  }

  @Test func eachTabKeepsItsOwnStack() async {
    let harness = await FullScreenHarness.signedIn()
    await harness.press(.enter)
    await harness.press(.tab)
    #expect(harness.log.calls.last == .show("favorites"))
    #expect(harness.header.hasSuffix("cookbook://favorites"))
    #expect(harness.shows("No favourites yet"))
    await harness.press(.backTab)
    #expect(harness.header.hasSuffix("cookbook://recipes/carbonara"))
    #expect(harness.lines[2].contains("Recipes › Carbonara"))
  }

  @Test func aSheetIsDrawnOverTheDimmedScreenAndEscDismissesIt() async throws {
    let harness = await FullScreenHarness.signedIn()
    await harness.press(.enter)
    await harness.choose("Share…")
    #expect(harness.header.hasSuffix("cookbook://recipes/carbonara?sheet=share"))
    #expect(harness.shows("┌"))
    #expect(harness.selectedRow?.contains("Show the link") == true)
    let underneath = try #require(harness.terminal.screen.cells[5].first { $0.character != " " })
    #expect(underneath.style.isDim, "the screen under the sheet is dimmed")
    let tracker = LeakTracker()
    tracker.track(try #require(harness.app.topScreen?.screen as? ShareRecipeViewModel))
    await harness.press(.tab)
    #expect(harness.header.hasSuffix("?sheet=share"), "a sheet takes only its own exits")
    harness.log.clear()
    await harness.press(.escape)
    #expect(harness.log.calls == [.dismiss("recipes")])
    #expect(harness.header.hasSuffix("cookbook://recipes/carbonara"))
    #expect(!harness.shows("┌"))
    tracker.expectAllReleased()
  }

  @Test func exportAsksForAPathOnTheCommandLineFilledInWithTheSuggestedName() async {
    let harness = await FullScreenHarness.signedIn()
    await harness.press(.enter, .down, .down, .enter, .down, .enter)
    #expect(harness.statusRow.hasPrefix(":export carbonara.md"))
    await harness.press(.enter)
    #expect(harness.exported.value.keys.contains { $0.hasSuffix("/carbonara.md") })
    #expect(harness.header.hasSuffix("cookbook://recipes/carbonara"))
    #expect(harness.shows("Exported to "))
  }

  @Test func questionMarkShowsTheKeysAndCommandsOfThisScreenAndEscClosesThem() async {
    let harness = await FullScreenHarness.signedIn()
    await harness.press(.enter, .character("?"))
    #expect(harness.shows("Keys"))
    #expect(harness.shows("the back menu"))
    #expect(harness.shows("Commands on this screen:"))
    #expect(harness.shows("favorite"))
    await harness.press(.escape)
    #expect(!harness.shows("Commands on this screen:"))
    #expect(harness.header.hasSuffix("cookbook://recipes/carbonara"))
  }

  @Test func theCommandLineTakesLineModeCommandsAndKeepsLoginOutOfTheHistory() async {
    let harness = await FullScreenHarness.launched()
    await harness.press(.escape)
    await harness.command("where")
    #expect(harness.statusRow.contains("cookbook://login"))
    await harness.command("login demo s3cret")
    #expect(harness.header.contains("demo · cookbook://recipes"))
    #expect(harness.host.commandHistory.entries == ["where"])
    await harness.press(.character(":"), .up)
    #expect(harness.statusRow == ":where")
    await harness.press(.escape)
    await harness.command("1 2")
    #expect(harness.statusRow.contains("A row is one number"))
  }

  @Test func loginWithoutAPasswordFillsTheUserAndPutsTheCursorInThePasswordField() async {
    let harness = await FullScreenHarness.launched()
    await harness.press(.escape)
    await harness.command("login demo")
    #expect(harness.selectedRow?.hasPrefix("› Password") == true)
    #expect(harness.lines.contains { $0.contains("User") && $0.contains("demo") })
    await harness.type("s3cret")
    await harness.press(.enter)
    #expect(harness.header.contains("demo · cookbook://recipes"))
  }

  @Test func outputLongerThanALineOpensInAScrollableOverlay() async {
    let harness = await FullScreenHarness.signedIn()
    await harness.command("tree")
    #expect(harness.shows("AppCoordinator"))
    #expect(harness.shows("┌"))
    await harness.press(.down, .escape)
    #expect(!harness.shows("AppCoordinator"))
  }

  @Test func slashSearchesTheListInAFieldThatEscCancels() async {
    let harness = await FullScreenHarness.signedIn()
    await harness.press(.character("/"))
    await harness.type("gri")
    await harness.press(.enter)
    #expect(harness.header.hasSuffix("cookbook://recipes?q=gri"))
    #expect(harness.shows("Recipes matching 'gri'"))
    #expect(harness.selectedRow?.hasPrefix("› 1. Gricia") == true)
    await harness.press(.character("/"))
    await harness.type("x")
    await harness.press(.escape)
    #expect(harness.header.hasSuffix("cookbook://recipes?q=gri"))
  }

  @Test func aLongListScrollsToKeepTheSelectionVisibleAndFollowsAResize() async {
    let many = (1...40).map { number in
      Recipe(
        id: "r\(number)", title: "Recipe \(number)", author: "Cook", minutes: number, servings: 1,
        ingredients: [], steps: [], relatedIDs: [])
    }
    let harness = await FullScreenHarness.signedIn(recipes: many)
    await harness.press(.end)
    #expect(harness.selectedRow?.hasPrefix("› 40. Recipe 40") == true)
    #expect(harness.header.contains("cookbook://recipes"), "the header stays")
    for _ in 0..<10 { await harness.press(.up) }
    #expect(harness.selectedRow?.hasPrefix("› 30. Recipe 30") == true)
    harness.terminal.resize(rows: 12, columns: 100)
    await harness.send(.resized(harness.terminal.size))
    #expect(harness.lines.count == 12)
    #expect(harness.selectedRow?.hasPrefix("› 30. Recipe 30") == true)
    #expect(harness.header.contains("cookbook://recipes"))
    harness.terminal.resize(rows: 24, columns: 80)
    await harness.send(.resized(harness.terminal.size))
    #expect(harness.selectedRow?.hasPrefix("› 30. Recipe 30") == true)
  }

  @Test func withoutColourTheSelectedRowIsMarkedAndNoColourIsWritten() async {
    let harness = await FullScreenHarness.signedIn()
    #expect(harness.selectedRow != nil)
    #expect(!harness.terminal.output.contains("\u{1B}[0;31"))
    #expect(!harness.terminal.output.contains(";36m"))
  }

  @Test func theWelcomeIsDrawnOverEverythingAndContinueEmptiesTheSlot() async {
    let harness = await FullScreenHarness.signedIn()
    await harness.command("open cookbook://recipes?modal=welcome")
    #expect(harness.shows("Welcome to Cookbook, demo"))
    #expect(harness.selectedRow?.hasPrefix("› Continue") == true)
    await harness.press(.enter)
    #expect(!harness.shows("Welcome to Cookbook"))
    #expect(harness.header.hasSuffix("cookbook://recipes"))
  }

  @Test func anExpiredSessionAsksToSignInOverTheTabsAndEscSignsOut() async {
    let harness = await FullScreenHarness.signedIn()
    await harness.press(.enter)
    harness.clock.advance(by: 601)
    await harness.press(.escape)
    #expect(harness.header.hasSuffix("cookbook://recipes/carbonara?modal=signin"))
    #expect(harness.shows("Your session expired."))
    await harness.press(.escape, .escape)
    #expect(harness.header.contains("signed out · cookbook://login"))
  }

  @Test(arguments: [
    (TerminalEvent.key(.character("q")), Int32(0)), (.key(.ctrl("c")), 130),
    (.key(.ctrl("\\")), 131), (.signal(15), 143), (.signal(1), 129), (.inputEnded, 0),
  ])
  func everyWayOutEndsWithItsStatus(event: TerminalEvent, status: Int32) async {
    let harness = await FullScreenHarness.signedIn()
    await harness.send(event)
    #expect(harness.host.exitStatus == status)
  }

  @Test func ctrlZSuspendsAndTheNextFrameIsDrawnWhole() async {
    let harness = await FullScreenHarness.signedIn()
    await harness.press(.ctrl("z"))
    #expect(harness.terminal.suspensions == 1)
    #expect(
      harness.terminal.output.hasSuffix(
        harness.host.frame.map(FrameWriter(colorEnabled: false).redraw) ?? "-"))
  }
}

/// Trace lines get a pane of their own, under the screen, when the app asks for one.
@MainActor
struct TracePaneTests {
  @Test func traceLinesShowInTheirPaneAndTheScreenAboveKeepsItsHeaderAndSelection() async {
    let harness = FullScreenHarness(showsTracePane: true)
    await harness.app.launch()
    for number in 1...10 { harness.host.trace("[router]  line \(number)") }
    await harness.send(.resized(harness.terminal.size))
    #expect(harness.shows("─ trace ─"))
    #expect(harness.shows("[router]  line 10"))
    #expect(!harness.shows("[router]  line 4"), "only the newest lines fit")
    #expect(harness.header.contains("cookbook://login"))
    #expect(harness.selectedRow?.hasPrefix("› User") == true)
  }
}

/// Issue 20, finding 6: a paste into a terminal without bracketed paste arrives as one read of
/// many keys; the host handles them as a burst, one frame for the read, and a field takes only
/// what fits and says so.
@MainActor
struct BurstTests {
  @Test("Finding 6: a burst of 100,000 keys on the command line draws one frame and says the limit")
  func aBurstOnTheCommandLineDrawsOneFrameAndSaysTheLimit() async {
    let harness = await FullScreenHarness.signedIn()
    await harness.press(.character(":"))
    let before = harness.terminal.writes
    harness.host.receive(.keys(Array(repeating: .character("a"), count: 100_000)))
    #expect(harness.terminal.writes == before + 1)
    #expect(harness.lines.last?.contains("The line takes at most 8208 characters.") == true)
    await harness.press(.escape)
    #expect(harness.header.hasSuffix("cookbook://recipes"))
  }

  @Test("Finding 6: a form field takes what fits and says how much it takes")
  func aFormFieldTakesWhatFitsAndSaysSo() async {
    let harness = await FullScreenHarness.signedIn()
    await harness.command("open cookbook://pantry?sheet=add")
    await harness.send(.keys(Array(repeating: .character("b"), count: 5_000)))
    #expect(harness.statusRow.contains("Name takes at most"))
  }
}
