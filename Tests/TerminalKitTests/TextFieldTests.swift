import Testing

@testable import TerminalKit

@MainActor
struct TextFieldTests {
  private func typing(_ keys: [Key], into field: TextField = TextField()) -> TextField {
    var field = field
    for key in keys { field.handle(key) }
    return field
  }

  private func characters(_ text: String) -> [Key] { text.map(Key.character) }

  @Test func typedCharactersGoInAtTheCursor() {
    let field = typing(characters("helo") + [.left, .character("l")])
    #expect(field.value == "hello")
    #expect(field.cursor == 4)
  }

  @Test(arguments: [
    ([Key.home], 0), ([.ctrl("a")], 0), ([.end], 5), ([.ctrl("e")], 5), ([.left, .left], 3),
    ([.ctrl("b")], 4), ([.home, .right], 1), ([.home, .ctrl("f")], 1),
    ([.home, .left], 0), ([.right], 5),
  ])
  func movesTheCursorWithoutChangingTheValue(keys: [Key], cursor: Int) {
    let field = typing(keys, into: TextField("hello"))
    #expect(field.value == "hello")
    #expect(field.cursor == cursor)
  }

  @Test(arguments: [
    ([Key.backspace], "hello worl", 10),
    ([.left, .left, .backspace], "hello wold", 8),
    ([.home, .backspace], "hello world", 0),
    ([.home, .delete], "ello world", 0),
    ([.delete], "hello world", 11),
    ([.left, .delete], "hello worl", 10),
    ([.ctrl("u")], "", 0),
    ([.left, .left, .ctrl("u")], "ld", 0),
    ([.ctrl("k")], "hello world", 11),
    ([.home, .right, .ctrl("k")], "h", 1),
    ([.ctrl("w")], "hello ", 6),
    ([.ctrl("w"), .ctrl("w")], "", 0),
    ([.left, .left, .left, .ctrl("w")], "hello rld", 6),
  ])
  func deletes(keys: [Key], value: String, cursor: Int) {
    let field = typing(keys, into: TextField("hello world"))
    #expect(field.value == value)
    #expect(field.cursor == cursor)
  }

  @Test func deletingAWordSkipsTheSpacesBeforeTheCursorFirst() {
    let field = typing([.ctrl("w")], into: TextField("open   cookbook://recipes   "))
    #expect(field.value == "open   ")
  }

  @Test func theCursorCountsCharactersNotBytesOrScalars() {
    var field = TextField("né😀")
    #expect(field.cursor == 3)
    field.backspace()
    #expect(field.value == "né")
    field.insert("e\u{301}")
    #expect(field.value == "néé")
    #expect(field.cursor == 3)
    field.moveLeft()
    field.backspace()
    #expect(field.value == "né")
  }

  @Test func aCombiningMarkTypedAfterALetterJoinsIt() {
    let field = typing([.character("e"), .character("\u{301}")])
    #expect(field.value == "é")
    #expect(field.value.count == 1)
    #expect(field.cursor == 1)
  }

  @Test func controlCharactersNeverEnterAndLineBreaksBecomeSpaces() {
    let field = typing([.paste("a\u{1B}[2J\tb\r\nc\u{7}\u{85}d")])
    #expect(field.value == "a[2J b c d")
  }

  @Test func keepsOnlyWhatFitsInTheMaximumLength() {
    var field = TextField(maxLength: 5)
    field.insert("abcdefgh")
    #expect(field.value == "abcde")
    field.moveToStart()
    field.insert("x")
    #expect(field.value == "abcde")
    field.backspace()
    field.deleteForward()
    field.insert("xy")
    #expect(field.value == "xbcde")
  }

  @Test func aSecretShowsNoneOfItsValue() {
    let field = typing(characters("pässword"), into: TextField(isSecret: true))
    #expect(field.value == "pässword")
    #expect(field.display == String(repeating: "•", count: 8))
    #expect(!field.display.contains(where: { "pässword".contains($0) }))
    #expect(field.displayCursorColumn == 8)
    #expect(!field.window(width: 4).text.contains("d"))
  }

  @Test func keysThatAreNoEditAreLeftToTheCaller() {
    var field = TextField("x")
    for key in [Key.enter, .escape, .tab, .up, .down, .ctrl("c"), .ctrl("d"), .unknown([1])] {
      let handled = field.handle(key)
      #expect(!handled, "\(key)")
    }
    #expect(field.value == "x")
  }

  @Test func aWindowKeepsTheCursorVisible() {
    var field = TextField("abcdefghij")
    #expect(field.window(width: 20) == TextField.Window(text: "abcdefghij", cursorColumn: 10))
    #expect(field.window(width: 5) == TextField.Window(text: "gh" + "ij", cursorColumn: 4))
    field.moveToStart()
    #expect(field.window(width: 5) == TextField.Window(text: "abcde", cursorColumn: 0))
    field.moveToEnd()
    field.moveLeft()
    #expect(field.window(width: 5) == TextField.Window(text: "fghij", cursorColumn: 4))
  }

  @Test func aWindowCountsWideCharactersAsTwoColumns() {
    let field = TextField("中文字")
    #expect(field.displayCursorColumn == 6)
    let window = field.window(width: 5)
    #expect(window.text == "文字")
    #expect(window.cursorColumn == 4)
  }

  @Test(arguments: [
    ([Key.meta("b")], "recipe tiramisu", 7), ([.modified(.left, .ctrl)], "recipe tiramisu", 7),
    ([.home, .meta("f")], "recipe tiramisu", 6), ([.meta("b"), .meta("d")], "recipe ", 7),
    ([.modified(.backspace, .alt)], "recipe ", 7),
    ([.meta("b"), .meta("u")], "recipe TIRAMISU", 15),
    ([.ctrl("t")], "recipe tiramius", 15),
  ])
  func aFieldOnItsOwnHandlesTheWordKeys(keys: [Key], value: String, cursor: Int) {
    let field = typing(keys, into: TextField("recipe tiramisu"))
    #expect(field.value == value)
    #expect(field.cursor == cursor)
  }
}
