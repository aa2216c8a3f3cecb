import Coordinators
import Navigation
import Services
import TerminalKit
import TestSupport
import Testing

@testable import FullScreenUI

/// The tabs of the whole map, full-screen: a form whose fields reach the view model when they
/// lose the focus, as a binding does, a swipe action, the settings stack, and the welcome the
/// first time a user signs in here.
@MainActor
struct PantryAndProfileTests {
  private func openPantry(_ harness: FullScreenHarness) async {
    await harness.press(.tab, .tab)
    #expect(harness.header.hasSuffix("cookbook://pantry"))
  }

  @Test func aFormsFieldReachesTheViewModelOnLeavingItAndEscIsRefusedWhileUnsaved() async {
    let harness = await FullScreenHarness.signedIn()
    await openPantry(harness)
    await harness.press(.enter)
    #expect(harness.header.hasSuffix("cookbook://pantry?sheet=add"))
    #expect(harness.selectedRow?.hasPrefix("› Name") == true)
    await harness.type("Rye flour")
    await harness.press(.tab)
    #expect(harness.shows("Unsaved changes."), "the name reached the form's view model")
    await harness.type("2 kg")
    await harness.press(.escape, .escape)
    #expect(harness.header.hasSuffix("cookbook://pantry?sheet=add"), "Esc is refused")
    #expect(harness.shows("! The form has unsaved changes"), "longer than the status line")
    await harness.press(.escape, .down, .enter)
    #expect(harness.header.hasSuffix("cookbook://pantry"))
    #expect(harness.shows("1. Rye flour · 2 kg"))
  }

  @Test func dOnAPantryRowAsksBeforeDeletingIt() async {
    let harness = await FullScreenHarness.signedIn()
    await openPantry(harness)
    await harness.command("add")
    await harness.type("Salt")
    await harness.press(.down, .down, .enter)
    await harness.press(.down)
    #expect(harness.selectedRow?.hasPrefix("› 1. Salt") == true)
    #expect(harness.lines.last?.contains("d delete") == true)
    await harness.press(.character("d"))
    #expect(harness.shows("Delete Salt from your pantry?"))
    await harness.press(.up)
    #expect(harness.selectedRow?.hasPrefix("› Delete") == true, "Keep it is selected at first")
    await harness.press(.enter)
    #expect(harness.shows("Your pantry is empty."))
    #expect(harness.header.hasSuffix("cookbook://pantry"))
  }

  @Test func theProfileOpensTheSettingsOnItsStackAndTheOrderIsChosenThere() async {
    let harness = await FullScreenHarness.signedIn()
    await harness.press(.backTab)
    #expect(harness.header.hasSuffix("cookbook://profile"))
    #expect(harness.shows("Signed in as demo"))
    await harness.choose("Settings")
    #expect(harness.header.hasSuffix("cookbook://profile/settings"))
    await harness.choose("  title")
    #expect(harness.shows("• title"))
    await harness.press(.escape)
    await harness.choose("Sign out")
    #expect(harness.header.contains("signed out · cookbook://login"))
  }

  @Test func theWelcomeShowsTheFirstTimeAUserSignsInHereAndNotAgain() async {
    let harness = await FullScreenHarness.signedIn(welcome: .atFirstSignIn)
    #expect(harness.header.hasSuffix("cookbook://recipes?modal=welcome"))
    #expect(harness.selectedRow?.hasPrefix("› Continue") == true)
    await harness.press(.enter)
    #expect(harness.header.hasSuffix("cookbook://recipes"))
    await harness.command("logout")
    await harness.press(.escape)
    await harness.command("login demo s3cret")
    #expect(harness.header.hasSuffix("cookbook://recipes"))
  }
}
