import Foundation
import TerminalCommands
import TerminalKit
import Testing

@testable import TerminalUI

@MainActor
struct LineReaderTests {
  private let prompt = StandardTerminal.commandPrompt

  private func read(
    _ device: ScriptedDevice, reader: LineReader? = nil, isSecret: Bool = false
  ) -> LineReader.Outcome {
    let reader = reader ?? LineReader(device: device.device)
    return reader.read(
      prompt: prompt, isSecret: isSecret, completer: CommandWords.completions(lineBeforeCursor:))
  }

  @Test func readsALineInRawModeAndRestoresTheTerminalBeforeReturning() {
    let device = ScriptedDevice(typing: "where\r")
    #expect(read(device) == .line("where"))
    #expect(device.modeChanges == ["raw", "restored"])
    #expect(device.output.hasPrefix("\r› \u{1B}[K\r\u{1B}[2C"))
    #expect(device.output.hasSuffix("\r› where\u{1B}[K\r\n"))
  }

  @Test func cursorKeysEditInTheMiddleOfTheLine() {
    let device = ScriptedDevice(typing: "oen cookbook://recipes", "\u{1B}[H\u{1B}[C", "p\u{1B}[F\r")
    #expect(read(device) == .line("open cookbook://recipes"))
  }

  @Test func keysSplitAcrossReadsAreDecodedWhole() {
    let device = ScriptedDevice([
      .bytes([0x61, 0x1B]), .bytes([0x5B]), .bytes([0x44, 0xC3]), .bytes([0xA9, 0x0D]),
    ])
    #expect(read(device) == .line("éa"))
  }

  @Test func upRecallsThisRunsLinesAtTheSamePrompt() {
    let device = ScriptedDevice(typing: "where\r", "back\r", "\u{1B}[A\u{1B}[A\r")
    let reader = LineReader(device: device.device)
    #expect(read(device, reader: reader) == .line("where"))
    #expect(read(device, reader: reader) == .line("back"))
    #expect(read(device, reader: reader) == .line("where"))
    #expect(reader.history(for: prompt) == ["where", "back", "where"])
    #expect(reader.history(for: "User: ") == [])
  }

  @Test func aLoginLineNeverEntersTheHistory() {
    let device = ScriptedDevice(typing: "help\r", "LOGIN demo s3cret\r", "  login demo\r")
    let reader = LineReader(device: device.device)
    for _ in 0..<3 { _ = read(device, reader: reader) }
    #expect(reader.history(for: prompt) == ["help"])
  }

  @Test func aSecretIsNeverShownNorRecordedNorCompleted() {
    let device = ScriptedDevice(typing: "s3cr\u{1B}[De\tt\r", "\u{1B}[A\r")
    let reader = LineReader(device: device.device)
    #expect(read(device, reader: reader, isSecret: true) == .line("s3cetr"))
    #expect(reader.history(for: prompt) == [])
    #expect(!device.output.contains("s3c"))
    #expect(!device.output.contains("•"))
    #expect(read(device, reader: reader) == .line(""))
  }

  @Test func tabCompletesACommandWord() {
    #expect(read(ScriptedDevice(typing: "fav\t\r")) == .line("favorite "))
    #expect(read(ScriptedDevice(typing: "  Wh\t\r")) == .line("  where "))
    #expect(read(ScriptedDevice(typing: "open fav\t\r")) == .line("open fav"))
  }

  @Test func tabListsTheCommandWordsItCannotChooseBetween() {
    let device = ScriptedDevice(typing: "lo\t", "\t\r")
    #expect(read(device) == .line("log"))
    #expect(device.output.contains("\r\nlogin  logout\r\n"))
  }

  @Test func ctrlDOnAnEmptyLineIsTheEndOfInputAndElsewhereDeletes() {
    let device = ScriptedDevice(typing: "ab\u{1}\u{4}\r", "\u{4}")
    let reader = LineReader(device: device.device)
    #expect(read(device, reader: reader) == .line("b"))
    #expect(read(device, reader: reader) == .endOfInput)
    #expect(device.modeChanges == ["raw", "restored", "raw", "restored"])
  }

  @Test func ctrlCAbandonsTheLineAndShowsIt() {
    let device = ScriptedDevice(typing: "half a li", "\u{3}")
    #expect(read(device) == .line(""))
    #expect(device.output.hasSuffix("\r› half a li^C\u{1B}[K\r\n"))
    #expect(!device.isRaw)
  }

  @Test func keysTypedAheadWaitForTheNextPrompt() {
    let device = ScriptedDevice(typing: "where\rback\r")
    let reader = LineReader(device: device.device)
    #expect(read(device, reader: reader) == .line("where"))
    #expect(read(device, reader: reader) == .line("back"))
    #expect(device.reads == 1)
  }

  @Test func aLoneEscapeIsResolvedAfterAPauseAsReadlinesMetaPrefix() {
    let device = ScriptedDevice([.bytes([0x61, 0x1B]), .timedOut, .bytes(Array("bX\r".utf8))])
    #expect(read(device) == .line("Xa"))
  }

  @Test func theTerminalGoingAwayIsTheEndOfInput() {
    let device = ScriptedDevice([.bytes(Array("half".utf8)), .endOfInput])
    #expect(read(device) == .endOfInput)
    #expect(device.modeChanges == ["raw", "restored"])
  }

  @Test func ctrlZGivesTheTerminalBackWhileStopped() {
    let device = ScriptedDevice(typing: "wh\u{1A}", "ere\r")
    #expect(read(device) == .line("where"))
    #expect(device.suspensions == 1)
    #expect(device.modeChanges == ["raw", "restored", "raw", "restored"])
  }

  @Test func ctrlLClearsTheScreenAndRedrawsTheLine() {
    let device = ScriptedDevice(typing: "wh\u{C}", "\r")
    #expect(read(device) == .line("wh"))
    #expect(device.output.contains("\u{1B}[H\u{1B}[2J\r› wh"))
  }

  @Test func aLongLineScrollsInsteadOfWrapping() {
    let device = ScriptedDevice(typing: "search " + String(repeating: "a", count: 40), "\r")
    device.columns = 20
    #expect(read(device) == .line("search " + String(repeating: "a", count: 40)))
    let redraws = device.output.components(separatedBy: "\r").filter { $0.hasPrefix("› ") }
    #expect(
      redraws.dropLast().allSatisfy { DisplayWidth.of($0.replacing("\u{1B}[K", with: "")) < 20 })
  }

  @Test func withoutRawModeTheCallerReadsTheLineItsOwnWay() {
    let device = ScriptedDevice(typing: "where\r")
    device.refusesRawMode = true
    #expect(read(device) == .noTerminal)
    #expect(device.reads == 0)
  }
}
