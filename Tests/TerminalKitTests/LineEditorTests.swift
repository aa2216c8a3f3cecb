import Testing

@testable import TerminalKit

@MainActor
struct LineEditorTests {
  nonisolated private static let words = [
    "favorite", "forgot", "help", "logout", "login", "open", "quit",
  ]
  nonisolated private static let complete: LineEditor.Completer = { before in
    guard !before.contains(" ") else { return [] }
    return words.filter { $0.hasPrefix(before.lowercased()) }
  }

  private func editor(history: [String] = [], isSecret: Bool = false) -> LineEditor {
    var recorded = LineHistory()
    for line in history { recorded.record(line) }
    return LineEditor(prompt: "› ", isSecret: isSecret, history: recorded, completer: Self.complete)
  }

  private func type(_ text: String, into editor: inout LineEditor) {
    for character in text { #expect(editor.handle(.character(character)) == .editing) }
  }

  @Test func enterSubmitsTheLineAsEdited() {
    var editor = editor()
    type("wher", into: &editor)
    _ = editor.handle(.home)
    _ = editor.handle(.delete)
    type("w", into: &editor)
    _ = editor.handle(.end)
    type("e", into: &editor)
    #expect(editor.handle(.enter) == .submitted("where"))
  }

  @Test func ctrlDIsTheEndOfInputOnlyOnAnEmptyLine() {
    var editor = editor()
    #expect(editor.handle(.ctrl("d")) == .endOfInput)
    type("ab", into: &editor)
    _ = editor.handle(.home)
    #expect(editor.handle(.ctrl("d")) == .editing)
    #expect(editor.field.value == "b")
  }

  @Test(arguments: [
    (Key.ctrl("c"), LineEditor.Outcome.interrupted), (.ctrl("l"), .clearScreen),
    (.ctrl("z"), .suspend),
  ])
  func controlKeysSayWhatTheCallerMustDo(key: Key, outcome: LineEditor.Outcome) {
    var editor = editor()
    type("half a line", into: &editor)
    #expect(editor.handle(key) == outcome)
  }

  @Test func upAndDownRecallThisRunsLinesAndKeepTheDraft() {
    var editor = editor(history: ["where", "open cookbook://recipes"])
    type("he", into: &editor)
    _ = editor.handle(.up)
    #expect(editor.field.value == "open cookbook://recipes")
    _ = editor.handle(.ctrl("p"))
    #expect(editor.field.value == "where")
    _ = editor.handle(.up)
    #expect(editor.field.value == "where")
    _ = editor.handle(.down)
    _ = editor.handle(.ctrl("n"))
    #expect(editor.field.value == "he")
    #expect(editor.field.cursor == 2)
    _ = editor.handle(.up)
    _ = editor.handle(.left)
    _ = editor.handle(.backspace)
    #expect(editor.handle(.enter) == .submitted("open cookbook://recips"))
  }

  @Test func aSecretLineOffersNoHistoryNoCompletionAndShowsNothing() {
    var editor = editor(history: ["where"], isSecret: true)
    _ = editor.handle(.up)
    #expect(editor.field.value == "")
    type("fa", into: &editor)
    #expect(editor.handle(.tab) == .editing)
    #expect(editor.field.value == "fa")
    #expect(editor.rendering(width: 80) == LineEditor.Rendering(text: "› ", cursorColumn: 2))
    #expect(editor.transcript == "› ")
    #expect(editor.handle(.enter) == .submitted("fa"))
  }

  @Test(arguments: [
    ("fav", "favorite "),
    ("FAV", "favorite "),
    ("q", "quit "),
    ("lo", "log"),
    ("open", "open "),
    ("xyz", "xyz"),
    ("open fav", "open fav"),
  ])
  func tabCompletesTheWordBeforeTheCursor(typed: String, completed: String) {
    var editor = editor()
    type(typed, into: &editor)
    #expect(editor.handle(.tab) == .editing)
    #expect(editor.field.value == completed)
    #expect(editor.field.cursor == completed.count)
  }

  @Test func tabListsTheCandidatesWhenItCannotChoose() {
    var editor = editor()
    type("f", into: &editor)
    #expect(editor.handle(.tab) == .candidates(["favorite", "forgot"]))
    #expect(editor.field.value == "f")
    type("o", into: &editor)
    #expect(editor.handle(.tab) == .editing)
    #expect(editor.field.value == "forgot ")
  }

  @Test func tabInTheMiddleCompletesUpToTheCursorAndKeepsTheRest() {
    var editor = editor()
    type("fav recipes", into: &editor)
    for _ in 0..<8 { _ = editor.handle(.left) }
    #expect(editor.handle(.tab) == .editing)
    #expect(editor.field.value == "favorite recipes")
    #expect(editor.field.cursor == 8)
  }

  @Test func withoutACompleterTabDoesNothing() {
    var editor = LineEditor(prompt: "> ")
    #expect(editor.handle(.tab) == .editing)
    #expect(editor.field.value == "")
  }

  @Test func rendersThePromptAndTheLineWithTheCursor() {
    var editor = editor()
    type("where", into: &editor)
    _ = editor.handle(.left)
    let rendering = editor.rendering(width: 80)
    #expect(rendering == LineEditor.Rendering(text: "› where", cursorColumn: 6))
    #expect(rendering.redrawSequence == "\r› where\u{1B}[K\r\u{1B}[6C")
    #expect(editor.transcript == "› where")
  }

  @Test func aLongLineScrollsWithinTheWidthAndNeverTouchesTheLastColumn() {
    var editor = editor()
    type(String(repeating: "x", count: 30) + "END", into: &editor)
    let rendering = editor.rendering(width: 20)
    #expect(DisplayWidth.of(rendering.text) <= 19)
    #expect(rendering.text.hasPrefix("› "))
    #expect(rendering.text.hasSuffix("END"))
    #expect(rendering.cursorColumn <= 19)
    #expect(editor.transcript == "› " + String(repeating: "x", count: 30) + "END")
  }

  @Test func escapeAndUnknownKeysChangeNothing() {
    var editor = editor()
    type("ab", into: &editor)
    for key in [Key.escape, .unknown([0xFF]), .pageUp, .backTab, .ctrl("x")] {
      #expect(editor.handle(key) == .editing)
    }
    #expect(editor.field.value == "ab")
  }
}
