import Coordinators
import Navigation
import TerminalKit
import TestSupport
import Testing

@testable import FullScreenUI

/// Keys pressed while an intent is suspended, as on a platform, where a tap does not wait for
/// a `.task` to finish: each is handled at once against the state of that moment, and the
/// suspended work, once it resumes, acts only on what is still true. Services wait at a
/// ``Gate`` the test opens; every event ends consistent, and nothing of an ended flow stays.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct FullScreenInterleavingTests {
  @Test func escWhileADetailIsLoadingPopsAtOnce() async throws {
    let harness = await FullScreenHarness.signedIn()
    let gate = harness.gateLookups()
    await harness.pressAtOnce(.enter)?.value
    await gate.untilWaiting()
    #expect(harness.shows("Loading recipe…"))
    let tracker = LeakTracker()
    tracker.track(try #require(harness.recipeDetails.last))
    await harness.pressAtOnce(.escape)?.value
    #expect(harness.router.state == AppState.recipes())
    #expect(harness.selectedRow?.hasPrefix("› 1. Carbonara") == true)
    gate.open()
    await harness.host.settle()
    harness.expectConsistent()
    #expect(harness.router.state == AppState.recipes())
    tracker.expectAllReleased()
  }

  @Test func aTabSwitchWhileALinkIsCheckedWinsAndTheLinkSaysSo() async {
    let harness = await FullScreenHarness.signedIn()
    let gate = harness.gateLookups()
    await harness.press(.character(":"))
    await harness.type("open cookbook://recipes/carbonara")
    let link = harness.pressAtOnce(.enter)
    await gate.untilWaiting()
    await harness.pressAtOnce(.tab)?.value
    #expect(harness.header.hasSuffix("cookbook://favorites"))
    gate.open()
    await link?.value
    await harness.host.settle()
    #expect(harness.header.hasSuffix("cookbook://favorites"))
    #expect(harness.statusRow.contains("Another action overtook the link"))
    #expect(harness.recipeDetails.isEmpty)
    harness.expectConsistent()
  }

  @Test func escWhileALinksSheetWaitsForItsRecipeLeavesNoSheet() async throws {
    let harness = await FullScreenHarness.signedIn()
    let gate = harness.gateLookups(passing: 1)
    await harness.press(.character(":"))
    await harness.type("open cookbook://recipes/carbonara?sheet=share")
    let link = harness.pressAtOnce(.enter)
    await gate.untilWaiting()
    #expect(harness.router.state.canonicalURL == "cookbook://recipes/carbonara")
    let tracker = LeakTracker()
    tracker.track(try #require(harness.recipeDetails.last))
    await harness.pressAtOnce(.escape)?.value
    #expect(harness.header.hasSuffix("cookbook://recipes"))
    gate.open()
    await link?.value
    await harness.host.settle()
    #expect(harness.router.state == AppState.recipes())
    #expect(!harness.shows("┌"))
    harness.expectConsistent()
    tracker.expectAllReleased()
  }

  @Test func keysWhileSigningInGoToTheScreenOfThatMoment() async {
    let harness = await FullScreenHarness.launched()
    let gate = Gate()
    harness.signInGate.mutate { $0 = gate }
    await harness.type("demo")
    await harness.press(.enter)
    await harness.type("s3cret")
    let signIn = harness.pressAtOnce(.enter)
    await gate.untilWaiting()
    await harness.pressAtOnce(.escape)?.value
    await harness.pressAtOnce(.character(":"))?.value
    for character in "where" { await harness.pressAtOnce(.character(character))?.value }
    await harness.pressAtOnce(.enter)?.value
    #expect(harness.statusRow.contains("cookbook://login"))
    gate.open()
    await signIn?.value
    await harness.host.settle()
    #expect(harness.header.contains("demo · cookbook://recipes"))
    harness.expectConsistent()
  }

  @Test func theBackMenuChosenAfterALinkChangedTheStackPopsNothing() async {
    let harness = await FullScreenHarness.signedIn()
    await harness.command("open cookbook://recipes/carbonara/cacio")
    await harness.press(.character("b"))
    let gate = harness.gateLookups()
    let link = Task { await harness.app.open("cookbook://recipes/gricia") }
    await gate.untilWaiting()
    gate.open()
    _ = await link.value
    harness.log.clear()
    await harness.press(.enter)
    #expect(harness.log.calls.isEmpty)
    #expect(harness.statusRow.contains("The stack changed meanwhile"))
    #expect(harness.header.hasSuffix("cookbook://recipes/gricia"))
  }
}
