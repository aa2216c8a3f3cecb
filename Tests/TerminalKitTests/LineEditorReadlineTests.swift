import Testing

@testable import TerminalKit

/// The bindings of readline's emacs mode (bash's `bind -p`) that LineEditor shares.
@MainActor
struct LineEditorReadlineTests {
  private func editor(_ text: String = "", history: [String] = []) -> LineEditor {
    var recorded = LineHistory()
    for line in history { recorded.record(line) }
    var editor = LineEditor(prompt: "› ", history: recorded)
    for character in text { _ = editor.handle(.character(character)) }
    return editor
  }

  private func press(_ keys: Key..., in editor: inout LineEditor) {
    for key in keys { #expect(editor.handle(key) == .editing) }
  }

  @Test(arguments: [
    [Key.meta("b")], [.escape, .character("b")], [.modified(.left, .ctrl)],
    [.modified(.left, .alt)], [.meta("B")],
  ])
  func altBAndCtrlLeftMoveToTheStartOfTheWord(keys: [Key]) {
    var editor = editor("open cookbook://recipes/tiramisu")
    for key in keys { _ = editor.handle(key) }
    #expect(editor.field.cursor == 24)
    for key in keys { _ = editor.handle(key) }
    #expect(editor.field.cursor == 16)
    #expect(editor.field.value == "open cookbook://recipes/tiramisu")
  }

  @Test(arguments: [[Key.meta("f")], [.escape, .character("f")], [.modified(.right, .ctrl)]])
  func altFAndCtrlRightMoveToTheEndOfTheWord(keys: [Key]) {
    var editor = editor("search crème brûlée")
    _ = editor.handle(.home)
    for key in keys { _ = editor.handle(key) }
    #expect(editor.field.cursor == 6)
    for key in keys { _ = editor.handle(key) }
    #expect(editor.field.cursor == 12)
  }

  @Test func wordsAreCountedInGraphemeClusters() {
    var editor = editor("चाय हिन्दी 👍🏽")
    #expect(editor.field.value.count == 7)
    press(.meta("b"), in: &editor)
    #expect(editor.field.cursor == 3)
    #expect(editor.rendering(width: 40).cursorColumn == DisplayWidth.of("› चाय "))
    press(.meta("d"), in: &editor)
    #expect(editor.field.value == "चाय  👍🏽")
  }

  @Test func altDKillsToTheEndOfTheWordAndAltBackspaceToItsStart() {
    var editor = editor("open cookbook://recipes")
    press(.modified(.backspace, .alt), in: &editor)
    #expect(editor.field.value == "open cookbook://")
    press(.escape, .backspace, in: &editor)
    #expect(editor.field.value == "open ")
    press(.home, .meta("d"), in: &editor)
    #expect(editor.field.value == " ")
  }

  @Test func ctrlWKillsBackToWhitespace() {
    var editor = editor("open cookbook://recipes")
    press(.ctrl("w"), in: &editor)
    #expect(editor.field.value == "open ")
  }

  @Test(arguments: [
    ("meta u", Key.meta("u"), "open COOKBOOK://recipes", 13),
    ("meta l", .meta("l"), "open cookbook://recipes", 13),
    ("meta c", .meta("c"), "open Cookbook://recipes", 13),
  ])
  func altUAltLAndAltCChangeTheCaseToTheEndOfTheWord(
    name: String, key: Key, value: String, cursor: Int
  ) {
    var editor = editor("open cOOKbook://recipes")
    press(.home, .meta("f"), key, in: &editor)
    #expect(editor.field.value == value)
    #expect(editor.field.cursor == cursor)
  }

  @Test func ctrlTTransposesAroundTheCursorOrTheLastTwoAtTheEnd() {
    var editor = editor("wehre")
    press(.left, .left, .left, .ctrl("t"), in: &editor)
    #expect(editor.field.value == "where")
    #expect(editor.field.cursor == 3)
    var atEnd = self.editor("a👍🏽")
    press(.ctrl("t"), in: &atEnd)
    #expect(atEnd.field.value == "👍🏽a")
    var atStart = self.editor("ab")
    press(.home, .ctrl("t"), in: &atStart)
    #expect(atStart.field.value == "ab")
  }

  @Test func killsGoToTheRingAndCtrlYYanksThemBack() {
    var editor = editor("open cookbook://recipes")
    press(.ctrl("w"), .ctrl("u"), in: &editor)
    #expect(editor.field.value == "")
    #expect(editor.killRing.entries == ["open cookbook://recipes"])
    press(.ctrl("y"), in: &editor)
    #expect(editor.field.value == "open cookbook://recipes")
    press(.home, .meta("d"), .character("x"), .meta("d"), in: &editor)
    #expect(editor.killRing.entries == [" cookbook", "open", "open cookbook://recipes"])
    press(.end, .ctrl("y"), .meta("y"), in: &editor)
    #expect(editor.field.value == "x://recipesopen")
    press(.meta("y"), in: &editor)
    #expect(editor.field.value == "x://recipesopen cookbook://recipes")
    #expect(editor.field.cursor == editor.field.value.count)
  }

  @Test func altYDoesNothingUnlessItFollowsAYank() {
    var editor = editor("a b")
    press(.ctrl("w"), .meta("y"), in: &editor)
    #expect(editor.field.value == "a ")
  }

  @Test func aSecretIsNeverKilledIntoTheRing() {
    var editor = LineEditor(prompt: "Password: ", isSecret: true)
    for character in "hunter2" { _ = editor.handle(.character(character)) }
    press(.ctrl("u"), .ctrl("y"), in: &editor)
    #expect(editor.killRing.entries.isEmpty)
    #expect(editor.field.value == "")
  }

  @Test func ctrlUnderscoreUndoesEachEditTypingInARowAsOne() {
    var editor = editor("where")
    press(
      .ctrl("w"), .character("o"), .character("p"), .home, .ctrl("t"), .end, .ctrl("t"), in: &editor
    )
    #expect(editor.field.value == "po")
    press(.ctrl("_"), in: &editor)
    #expect(editor.field.value == "op")
    press(.ctrl("_"), in: &editor)
    #expect(editor.field.value == "")
    press(.ctrl("_"), in: &editor)
    #expect(editor.field.value == "where")
    #expect(editor.field.cursor == 5)
    press(.ctrl("_"), .ctrl("_"), in: &editor)
    #expect(editor.field.value == "")
  }

  @Test func aRecalledLineKeepsItsEditsUntilEnter() {
    var editor = editor("dra", history: ["where", "open cookbook://login"])
    press(.up, .modified(.backspace, .alt), .character("x"), in: &editor)
    #expect(editor.field.value == "open cookbook://x")
    press(.down, in: &editor)
    #expect(editor.field.value == "dra")
    press(.up, in: &editor)
    #expect(editor.field.value == "open cookbook://x")
    press(.up, .up, .down, in: &editor)
    #expect(editor.field.value == "open cookbook://x")
    #expect(editor.handle(.enter) == .submitted("open cookbook://x"))
    #expect(editor.history.entries == ["where", "open cookbook://login"])
    press(.up, in: &editor)
    #expect(editor.field.value == "open cookbook://login")
  }
}
