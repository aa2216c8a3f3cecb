import Coordinators
import Foundation
import Navigation
import TerminalKit
import TestSupport
import Testing

@testable import TerminalUI

@MainActor
struct StandardTerminalTests {
  @Test func atATerminalLinesAreEditedAndTabCompletesOnlyAtTheCommandPrompt() {
    let device = ScriptedDevice(typing: "fav\t\r", "de\t\r", "pass\t\r")
    let terminal = StandardTerminal(isInteractive: true, device: device.device)
    #expect(terminal.readLine(prompt: StandardTerminal.commandPrompt) == "favorite ")
    #expect(terminal.readLine(prompt: "User: ") == "de")
    #expect(terminal.readSecret(prompt: "Password: ") == "pass")
    #expect(!device.output.contains("pass"))
    #expect(device.modeChanges.filter { $0 == "raw" }.count == 3)
    #expect(!device.isRaw)
  }

  @Test func ctrlDIsTheEndOfInputAndCtrlCAnEmptyLine() {
    let device = ScriptedDevice(typing: "oops\u{3}", "\u{4}", "\u{4}")
    let terminal = StandardTerminal(isInteractive: true, device: device.device)
    #expect(terminal.readLine(prompt: StandardTerminal.commandPrompt) == "")
    #expect(terminal.readSecret(prompt: "Password: ") == nil)
    #expect(terminal.readLine(prompt: StandardTerminal.commandPrompt) == nil)
  }

  @Test func withoutATerminalTheEditorIsNeverUsed() {
    let device = ScriptedDevice(typing: "where\r")
    let terminal = StandardTerminal(isInteractive: false, device: device.device)
    #expect(!terminal.isInteractive)
    #expect(terminal.columns == nil)
    #expect(device.modeChanges.isEmpty)
  }

  @Test func theHostAsksForCommandsAtTheCommandPrompt() async {
    let clock = ManualClock()
    let router = AppRouter()
    let app = AppCoordinator(
      router: router,
      services: AppServices(
        auth: FakeAuthService.accepting("demo", "s3cret", expiresAt: clock.now() + 60),
        passwordResets: FakePasswordResetService(),
        catalog: FakeRecipeCatalog.serving(SampleRecipes.all),
        favorites: FakeFavoritesStore.backed(by: Locked([:])),
        deletions: FakeDeletedRecipesStore.backed(by: Locked([:])),
        exporter: FakeDocumentExporter.keeping(in: Locked([:])),
        sessions: FakeSessionStore.backed(by: Locked(nil)), clock: clock,
        pantry: FakePantryStore.backed(by: Locked([:])),
        settings: FakeSettingsStore.backed(by: Locked([:]))))
    await app.launch()
    let terminal = ScriptedTerminal(["quit"], interactive: true)
    let failedSave = await NavigationHost(
      app: app, router: router, io: terminal, style: TerminalStyle(isEnabled: false)
    ).run()
    #expect(failedSave == nil)
    #expect(terminal.output.contains("\n" + StandardTerminal.commandPrompt))
  }
}
