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
}
