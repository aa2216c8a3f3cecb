import AppTesting
import Coordinators
import Foundation
import Navigation
import Services
import TerminalUI
import TestSupport
import Testing

@MainActor
struct NavigationHostTests {
  private let router = AppRouter()
  private let saved = Locked<SavedSession?>(nil)
  private let clock = ManualClock()

  private func run(
    _ script: [String], interactive: Bool = false, styled: Bool = false, columns: Int? = nil,
    recipes: [Recipe] = SampleRecipes.all
  ) async -> ScriptedTerminal {
    let app = AppCoordinator(
      router: router,
      services: AppServices(
        auth: FakeAuthService.accepting("demo", "s3cret", expiresAt: clock.now() + 60),
        passwordResets: FakePasswordResetService(),
        catalog: FakeRecipeCatalog.serving(recipes),
        favorites: FakeFavoritesStore.backed(by: Locked([:])),
        deletions: FakeDeletedRecipesStore.backed(by: Locked([:])),
        exporter: FakeDocumentExporter.keeping(in: Locked([:])),
        sessions: FakeSessionStore.backed(by: saved), clock: clock,
        pantry: FakePantryStore.backed(by: Locked([:])),
        settings: FakeSettingsStore.backed(by: Locked([:]))))
    await app.launch()
    let terminal = ScriptedTerminal(script, interactive: interactive, columns: columns)
    let host = NavigationHost(
      app: app, router: router, io: terminal, style: TerminalStyle(isEnabled: styled))
    let failedSave = await host.run()
    #expect(failedSave == nil)
    let problems = AppInvariants.violations(of: app, router: router)
    #expect(problems.isEmpty, "\(problems)")
    return terminal
  }

  @Test func lineModePrintsTheScreenAfterEachCommandWithoutEscapes() async {
    let terminal = await run(["login demo s3cret", "1", "where"])
    #expect(terminal.outputLines.contains("Recipes"))
    #expect(terminal.outputLines.contains("cookbook://recipes/carbonara"))
    #expect(terminal.outputLines.contains("Related recipes"))
    #expect(!terminal.output.contains("\u{1B}"))
  }

  @Test func theEndOfInputSavesTheSessionAndLocation() async {
    _ = await run(["login demo s3cret", "2"])
    #expect(saved.value?.location == "cookbook://recipes/cacio")
  }

  @Test func quitStopsReadingAndSaves() async {
    let terminal = await run(["login demo s3cret", "quit", "1"])
    #expect(saved.value?.location == "cookbook://recipes")
    #expect(router.state.depth == 0)
    #expect(!terminal.outputLines.contains("Related recipes"))
  }

  @Test func problemsAreShownOnScreenAndChangeNothing() async {
    let terminal = await run([
      "login demo wrong", "dance", "login demo s3cret", "9", "favorite", "open cookbook://nowhere",
      "where",
    ])
    #expect(terminal.outputLines.contains("! Wrong user name or password."))
    #expect(
      terminal.outputLines.contains(
        "! Unknown command 'dance'. Type help for the commands on this screen."))
    #expect(terminal.outputLines.contains("! There is no recipe 9; choose 1 to 4."))
    #expect(
      terminal.outputLines.contains(
        "! That command does not work on this screen. Type help for the ones that do."))
    #expect(terminal.outputLines.contains("! There is no destination called 'nowhere'."))
    #expect(terminal.outputLines.contains("cookbook://recipes"))
  }

  @Test func loginWhileSignedInSaysWhoIsSignedInAndHowToSwitch() async {
    let terminal = await run(["login demo s3cret", "login chef secret", "1", "login"])
    #expect(
      terminal.outputLines.filter {
        $0 == "! You are signed in as demo; type logout to sign in again."
      }
      .count == 2)
    #expect(!terminal.outputLines.contains { $0.contains("does not work on this screen") })
  }

  @Test func aBareSendReplacesTheEarlierAddressErrorInsteadOfShowingUnderIt() async {
    let terminal = await run(["forgot", "send notanemail", "send"])
    let screens = terminal.output.components(separatedBy: "Forgot password")
    let last = screens.last ?? ""
    #expect(screens.count == 4)
    #expect(last.contains("Enter your e-mail address."))
    #expect(!last.contains("'notanemail' is not an e-mail address."))
  }

  @Test func aBareExportSuggestsTheSharedRecipesOwnFileName() async {
    let terminal = await run(["login demo s3cret", "2", "share", "export"])
    #expect(terminal.outputLines.contains("! Say where to export, such as: export cacio.md"))
  }

  @Test func loginWithoutAPasswordInLineModeShowsTheUsage() async {
    let terminal = await run(["login demo"])
    #expect(terminal.outputLines.contains("! Usage: login USER PASSWORD"))
    #expect(terminal.secretPrompts.isEmpty)
  }

  @Test func smallerFindingThePasswordAfterAnIncompleteLoginIsNeverQuotedBack() async {
    let terminal = await run(["login demo", "demo-pass-1", "xyzzy", "login demo s3cret"])
    let hidden = "! That line is no command, and it is not shown: it may be a password."
    #expect(!terminal.output.contains("demo-pass-1"))
    #expect(terminal.outputLines.contains { $0.hasPrefix(hidden) })
    #expect(terminal.outputLines.contains { $0.hasPrefix("! Unknown command 'xyzzy'.") })
    #expect(router.context == .signedIn(.recipes))
  }

  @Test func helpListsTheCommandsOfTheVisibleScreen() async {
    let terminal = await run(["help", "login demo s3cret", "1", "help"])
    let listings = terminal.output.components(separatedBy: "Commands on this screen:").dropFirst()
    #expect(listings.count == 2)
    #expect(listings.first?.contains("login USER PASSWORD") == true)
    #expect(listings.last?.contains("favorite") == true)
    #expect(listings.last?.contains("login USER PASSWORD") == false)
    #expect(listings.first?.contains("tab NAME") == false)
    #expect(listings.last?.contains("tab NAME") == true)
  }

  @Test func aScreensWayOnIsACommandOnItsParentOnly() async {
    let terminal = await run([
      "login demo s3cret", "tab profile", "help", "settings", "where", "help", "settings",
    ])
    let listings = terminal.output.components(separatedBy: "Commands on this screen:").dropFirst()
    #expect(listings.first?.contains("  settings  open settings\n") == true)
    #expect(terminal.outputLines.contains("cookbook://profile/settings"))
    #expect(listings.last?.contains("  settings  ") == false)
    #expect(terminal.outputLines.contains { $0.hasPrefix("! Unknown command 'settings'.") })
  }

  @Test func helpAlignsEverySummaryTwoSpacesAfterTheLongestUsage() async {
    let terminal = await run(["login demo s3cret", "help"])
    let rows = terminal.outputLines.drop { $0 != "Commands on this screen:" }.dropFirst()
      .prefix { $0.hasPrefix("  ") }
    #expect(rows.contains("  search TEXT  show recipes matching TEXT; search alone clears"))
    #expect(
      rows.contains("  tab NAME     recipes, favorites, pantry or profile: each keeps its stack"))
    #expect(rows.contains("  help         list the commands for this screen"))
  }

  @Test func mistypedRowsAndLinksSayWhatToTypeInstead() async {
    let terminal = await run([
      "login demo s3cret", "1 2", "open cookbook://recipes?q=a b", "open cookbook:recipes",
    ])
    #expect(
      terminal.outputLines.contains("! A row is one number, such as 1; open one row at a time."))
    #expect(terminal.outputLines.contains("! A link has no spaces; write each space as %20 or +."))
    #expect(
      terminal.outputLines.contains(
        "! A link starts with cookbook:// (two slashes), as in cookbook://recipes."))
  }

  @Test func theSignInScreenNamesTheDemoAccountsAndWhereTheirPasswordsAre() async {
    let terminal = await run([])
    #expect(
      terminal.outputLines.contains(
        "Demo accounts: demo and chef; their passwords are in the README, under Demo accounts."))
  }

  @Test func tabNeedsASignedInUserAndAKnownTab() async {
    let terminal = await run(["tab recipes", "login demo s3cret", "tab larder", "where"])
    #expect(terminal.outputLines.contains("! Tabs appear once you are signed in."))
    #expect(
      terminal.outputLines.contains(
        "! There is no tab 'larder'; try recipes, favorites, pantry or profile."))
    #expect(terminal.outputLines.contains("cookbook://recipes"))
  }

  @Test func aSheetsHelpListsOnlyItsExitsAndTheCommandsThatWorkAnywhere() async {
    let terminal = await run(["login demo s3cret", "1", "share", "help"])
    let listing = terminal.output.components(separatedBy: "Commands on this screen:").last ?? ""
    #expect(listing.contains("export PATH"))
    #expect(!listing.contains("tab recipes|favorites"))
    #expect(!listing.contains("favorite "))
  }

  @Test func backAndLogoutGoThroughTheRouter() async {
    let terminal = await run([
      "login demo s3cret", "1", "1", "back", "where", "logout", "where", "back",
    ])
    #expect(terminal.outputLines.contains("cookbook://recipes/carbonara"))
    #expect(terminal.outputLines.contains("cookbook://login"))
    #expect(terminal.outputLines.contains("! There is nothing to go back to."))
    #expect(saved.value == nil)
  }

  @Test func interactiveModeAsksForThePasswordWithoutEchoAndStyles() async {
    let terminal = await run(["login demo", "s3cret"], interactive: true, styled: true)
    #expect(terminal.secretPrompts == ["Password: "])
    #expect(!terminal.output.contains("s3cret"))
    #expect(terminal.output.contains("\u{1B}[2J"))
    #expect(terminal.output.contains("signed in as demo"))
  }

  @Test func typedEscapeSequencesAreNeverWrittenBack() async {
    let terminal = await run([
      "\u{1B}[31mred", "search \u{1B}[2J", "login demo s3cret", "search \u{1B}]0;x\u{7}",
    ])
    #expect(!terminal.output.contains("\u{1B}"))
  }

  @Test func aLongListUsesTwoColumnsOnAWideTerminal() async {
    let many = (1...20).map { number in
      Recipe(
        id: "r\(number)", title: "Recipe \(number)", author: "A", minutes: 1, servings: 1,
        ingredients: ["x"], steps: ["y"], relatedIDs: [])
    }
    let terminal = await run(["login demo s3cret"], interactive: true, columns: 80, recipes: many)
    let expectedRow = " 1. Recipe 1" + String(repeating: " ", count: 28) + "11. Recipe 11"
    #expect(terminal.outputLines.contains(expectedRow))
    let narrow = await run(["login demo s3cret"], interactive: true, columns: 40, recipes: many)
    #expect(narrow.outputLines.contains(" 1. Recipe 1 · A · 1 min"))
  }
}
