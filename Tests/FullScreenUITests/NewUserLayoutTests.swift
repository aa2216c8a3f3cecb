import Coordinators
import Navigation
import TerminalKit
import Testing

@testable import FullScreenUI

/// Issue 23, item 5, as a new user saw the full-screen host: wrapped overlay rows, the header
/// on a narrow terminal, scroll markers and the trace pane.
@MainActor
struct NewUserLayoutTests {
  /// Whether `second` is the row right after `first` in `rows`.
  private func follows(_ second: String, _ first: String, in rows: [String]) -> Bool {
    zip(rows, rows.dropFirst()).contains { $0 == (first, second) }
  }

  @Test func aWrappedTreeRowKeepsTheIndentationAndTheBranchesOfTheLineItContinues() async {
    let harness = await FullScreenHarness.signedIn(columns: 44)
    await harness.press(.enter)
    await harness.command("share")
    await harness.command("tree")
    let rows = harness.boxRows
    #expect(
      follows("   │  recipeDetail(carbonara),", "   ├─ TabCoordinator(recipes) ·", in: rows),
      "\(rows)")
    #expect(follows("   │  shareSheet", "   │  recipeDetail(carbonara),", in: rows), "\(rows)")
    #expect(rows.last == "   └─ ProfileCoordinator")
  }

  @Test func aWrappedHelpRowHangsUnderTheTextItContinues() async {
    let harness = await FullScreenHarness.signedIn(columns: 44)
    await harness.press(.enter, .character("?"))
    let keys = harness.boxRows
    let hang = String(repeating: " ", count: 16)
    #expect(
      follows(hang + "row, or press the", "Enter  →        open the selected", in: keys), "\(keys)")
    await harness.press(.escape)
    await harness.command("help")
    #expect(harness.boxRows.contains("Keys"), "the command line's help is the ? overlay")
    await harness.press(.end)
    let commands = harness.boxRows
    #expect(
      follows(
        String(repeating: " ", count: 12) + "pantry or profile: each",
        "  tab NAME  recipes, favorites,",
        in: commands), "\(commands)")
  }

  @Test(arguments: [
    (44, " Cookbook · demo · cookbook://…cacio/gricia"),
    (24, " Cookbook · demo · coo…"),
    (16, " Cookbook · de…"),
  ])
  func theHeaderKeepsItsStartAndCutsTheURLWithAnEllipsis(columns: Int, header: String) async {
    let harness = await FullScreenHarness.signedIn(columns: columns)
    await harness.command("open cookbook://recipes/carbonara/cacio/gricia")
    #expect(harness.router.canonicalURL == "cookbook://recipes/carbonara/cacio/gricia")
    #expect(harness.header == header)
  }

  @Test func theBreadcrumbDropsWholeTitlesFromItsStart() async {
    let harness = await FullScreenHarness.signedIn(columns: 44)
    await harness.command("open cookbook://recipes/carbonara/cacio/gricia")
    #expect(harness.lines[2] == " … › Carbonara › Cacio e Pepe › Gricia")
  }

  @Test func theHeaderIsWholeWhereItFits() async {
    let harness = await FullScreenHarness.signedIn()
    await harness.command("open cookbook://recipes/carbonara/cacio/gricia")
    #expect(harness.header == " Cookbook · demo · cookbook://recipes/carbonara/cacio/gricia")
  }

  @Test func anOverlayOverAScrolledScreenShowsOneScrollMarkerInsideItsBorder() async {
    let harness = await FullScreenHarness.signedIn(rows: 14, columns: 44)
    await harness.press(.enter)
    #expect(harness.shows("▼"), "the detail scrolls")
    await harness.press(.character("?"))
    let markers = harness.lines.filter { $0.contains("▼") }
    #expect(markers.count == 1, "\(harness.lines)")
    #expect(markers.first?.contains("▼│") == true, "\(markers)")
  }

  @Test func aLongTraceLineWrapsUnderItsTextInThePane() async {
    let harness = await FullScreenHarness.launched(showsTracePane: true)
    harness.host.trace(
      "[router]          push(recipeDetail(cacio-e-pepe)) on recipes → cookbook://recipes/cacio-e-pepe"
    )
    await harness.send(.resized(harness.terminal.size))
    #expect(
      follows(
        " " + String(repeating: " ", count: 18) + "cookbook://recipes/cacio-e-pepe",
        " [router]          push(recipeDetail(cacio-e-pepe)) on recipes →", in: harness.lines),
      "\(harness.lines)")
  }

  @Test func theTraceNamesWhatAFlowFinishedWithInWords() async {
    let harness = FullScreenHarness(showsTracePane: true)
    // Weakly: the host holds the app, and the app would hold this closure.
    harness.app.trace = { [weak host = harness.host] event in
      if case .finished(let name, let result, _) = event {
        host?.trace("[finish] \(name) → \(result)")
      }
    }
    await harness.app.launch()
    await harness.type("demo")
    await harness.press(.enter)
    await harness.type("s3cret")
    await harness.press(.enter)
    #expect(harness.shows("[finish] AuthCoordinator → session(demo, expires"), "\(harness.lines)")
    harness.clock.advance(by: 601)
    await harness.command("where")
    #expect(harness.header.hasSuffix("?modal=signin"))
    await harness.type("demo")
    await harness.press(.enter)
    await harness.type("s3cret")
    await harness.press(.enter)
    #expect(
      harness.shows("[finish] SignInAgainCoordinator → signedIn(demo)"), "\(harness.lines)")
    #expect(!harness.lines.contains { $0.contains("Services.") || $0.contains("()") })
  }
}
