import Coordinators
import Navigation
import TerminalKit
import TestSupport
import Testing

@testable import FullScreenUI

/// Keys pressed while an intent waits, through the full-screen host as a person presses them:
/// whatever the intent does when it resumes stays on the tab it belongs to.
@MainActor
struct StructuralSafetyTests {
  @Test("(b) `:author` typed while a detail loads, then Tab twice, pushes onto Recipes")
  func authorTypedWhileADetailLoadsStaysOnItsTab() async throws {
    let harness = await FullScreenHarness.signedIn()
    let gate = harness.gateLookups()
    await harness.pressAtOnce(.enter)?.value
    await gate.untilWaiting()
    for character in ":author" { harness.pressAtOnce(.character(character)) }
    let author = harness.pressAtOnce(.enter)
    await harness.pressAtOnce(.tab)?.value
    await harness.pressAtOnce(.tab)?.value
    gate.open()
    await author?.value
    await harness.host.settle()
    let url = harness.router.state.canonicalURL
    #expect(url == "cookbook://pantry")
    #expect((try? AppState(url: url)) != nil, "\(url) does not restore")
    await harness.press(.backTab, .backTab)
    #expect(harness.header.hasSuffix("cookbook://recipes/carbonara/@test-kitchen"))
    harness.expectConsistent()
  }
}
