import Coordinators
import Navigation
import TerminalKit
import TestSupport
import Testing

@testable import FullScreenUI

/// The host's own loop: it takes the terminal, handles the events in the order they came,
/// and on the way out gives the terminal back before it saves.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct EventLoopTests {
  @Test func theLoopHandlesKeysInOrderThenGivesTheTerminalBackAndSaves() async throws {
    let harness = await FullScreenHarness.launched()
    let run = Task { try await harness.host.run() }
    #expect(await harness.until { harness.terminal.screen.isAlternateScreen })
    let keys: [Key] = [.escape, .character(":")] + "login demo s3cret".map(Key.character)
    for key in keys + [.enter] { harness.terminal.send(.key(key)) }
    #expect(await harness.until { harness.selectedRow?.hasPrefix("› 1. Carbonara") == true })
    harness.terminal.send(.key(.enter))
    #expect(await harness.until { harness.header.hasSuffix("cookbook://recipes/carbonara") })
    harness.terminal.send(.key(.character("q")))
    let exit = try await run.value
    #expect(exit == FullScreenExit(status: 0, failedSave: nil))
    #expect(!harness.terminal.isTaken)
    #expect(!harness.terminal.screen.isAlternateScreen)
    #expect(harness.terminal.screen.isCursorVisible)
    #expect(harness.saved.value?.location == "cookbook://recipes/carbonara")
    harness.expectConsistent()
  }

  @Test func aViewModelThatChangesWhileItsIntentWaitsIsDrawnAgain() async throws {
    let harness = await FullScreenHarness.launched()
    let gate = Gate()
    harness.signInGate.mutate { $0 = gate }
    let run = Task { try await harness.host.run() }
    let keys = "demo".map(Key.character) + [.tab] + "s3cret".map(Key.character) + [.enter]
    for key in keys { harness.terminal.send(.key(key)) }
    await gate.untilWaiting()
    #expect(await harness.until { harness.shows("Signing in…") })
    gate.open()
    #expect(await harness.until { harness.header.contains("demo · cookbook://recipes") })
    harness.terminal.send(.inputEnded)
    #expect(try await run.value.status == 0)
  }

  @Test func aSignalEndsTheLoopWithItsStatusAndTheStateSaved() async throws {
    let harness = await FullScreenHarness.signedIn()
    let run = Task { try await harness.host.run(openingAtLaunch: "cookbook://recipes/gricia") }
    harness.terminal.send(.signal(1))
    let exit = try await run.value
    #expect(exit.status == 129)
    #expect(harness.saved.value?.session.user.name == "demo")
    #expect(!harness.terminal.isTaken)
  }

  @Test func textTypedInAFieldIsItsDraftOnceTheLoopHasReturned() async throws {
    let harness = await FullScreenHarness.signedIn()
    let run = Task { try await harness.host.run(openingAtLaunch: "cookbook://pantry?sheet=add") }
    #expect(await harness.until { harness.header.hasSuffix("cookbook://pantry?sheet=add") })
    for character in "Basil" { harness.terminal.send(.key(.character(character))) }
    #expect(await harness.until { harness.shows("Basil") })
    harness.terminal.send(.key(.ctrl("c")))
    #expect(try await run.value.status == 130)
    #expect(harness.drafts.value["demo"]?.map(\.name) == ["Basil"])
  }
}
