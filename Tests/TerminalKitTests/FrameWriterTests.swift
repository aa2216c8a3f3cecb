import TerminalKit
import TestSupport
import Testing

@MainActor
struct FrameWriterTests {
  private let size = TerminalSize(rows: 4, columns: 20)
  private let writer = FrameWriter()

  private func frame(_ lines: [String], style: TextStyle = .plain) -> Frame {
    var frame = Frame(size: size)
    for (row, line) in lines.enumerated() { frame.draw(line, row: row, column: 0, style: style) }
    return frame
  }

  private func screen(after outputs: String...) -> VirtualScreen {
    var screen = VirtualScreen(rows: size.rows, columns: size.columns)
    for output in outputs { screen.apply(output) }
    return screen
  }

  @Test func aRedrawClearsAndDrawsEveryLine() {
    let frame = frame(["Recipes", "", "› 1 Carbonara"])
    let output = writer.redraw(frame)
    #expect(output.hasPrefix("\u{1B}[0m\u{1B}[?25l\u{1B}[H\u{1B}[2J"))
    let screen = screen(after: "garbage everywhere", output)
    #expect(screen.text == frame.text)
    #expect(screen.unknownSequences.isEmpty)
    #expect(!screen.isCursorVisible)
  }

  @Test func anUpdateWritesOnlyTheChangedRun() {
    let before = frame(["Recipes", "  1 Carbonara", "  2 Curry"])
    let after = frame(["Recipes", "  1 Carbonara", "› 2 Curry"])
    let output = writer.update(from: before, to: after)
    #expect(output == "\u{1B}[3;1H›")
  }

  @Test func nothingChangedWritesNothing() {
    let frame = frame(["same"])
    #expect(writer.update(from: frame, to: frame) == "")
  }

  @Test func nearbyChangesShareOneCursorMove() {
    let before = frame(["abcdefghijklmnop"])
    let after = frame(["aXcdeYghijklmnoZ"])
    #expect(writer.update(from: before, to: after) == "\u{1B}[1;2HXcdeY\u{1B}[1;16HZ")
  }

  @Test func aStyleIsSetOnlyWhereItChangesAndResetAtTheEnd() {
    let before = frame(["  1 Carbonara"])
    var after = before
    after.fill(row: 0, style: TextStyle(reversed: true))
    after.draw("› 1 Carbonara", row: 0, column: 0, style: TextStyle(reversed: true))
    let output = writer.update(from: before, to: after)
    #expect(output.ranges(of: "\u{1B}[0;7m").count == 1)
    #expect(output.hasSuffix("\u{1B}[0m"))
    let screen = screen(after: writer.redraw(before), output)
    #expect(screen.text == after.text)
  }

  @Test func colourIsLeftOutWhenColourIsOffButAttributesStay() {
    let styled = frame(["alert"], style: TextStyle(bold: true, foreground: .red))
    #expect(FrameWriter(colorEnabled: true).redraw(styled).contains("\u{1B}[0;1;31m"))
    let plain = FrameWriter(colorEnabled: false).redraw(styled)
    #expect(plain.contains("\u{1B}[0;1m"))
    #expect(!plain.contains("31"))
  }

  @Test func aResizeRedrawsEverything() {
    let small = frame(["x"])
    var large = Frame(size: TerminalSize(rows: 5, columns: 30))
    large.draw("x", row: 0, column: 0)
    #expect(writer.update(from: small, to: large) == writer.redraw(large))
    #expect(writer.update(from: nil, to: large) == writer.redraw(large))
  }

  @Test func theCursorIsShownWhereTheFrameWantsIt() {
    var field = frame(["Search: car"])
    field.cursor = Frame.Position(row: 0, column: 11)
    let shown = writer.update(from: frame(["Search: ca"]), to: field)
    #expect(shown == "\u{1B}[1;11Hr\u{1B}[1;12H\u{1B}[?25h")
    var moved = field
    moved.cursor = Frame.Position(row: 0, column: 10)
    #expect(writer.update(from: field, to: moved) == "\u{1B}[1;11H")
    var typed = moved
    typed.draw("Search: cat", row: 0, column: 0)
    #expect(
      writer.update(from: moved, to: typed) == "\u{1B}[?25l\u{1B}[1;11Ht\u{1B}[1;11H\u{1B}[?25h")
    let hidden = frame(["Search: cat"])
    #expect(writer.update(from: typed, to: hidden) == "\u{1B}[?25l")
  }

  @Test func wideCharactersAreRewrittenWhole() {
    let before = frame(["中文字"])
    let after = frame(["中x字"])
    let output = writer.update(from: before, to: after)
    let screen = screen(after: writer.redraw(before), output)
    #expect(after.text(ofRow: 0) == "中x字")
    #expect(screen.text == after.text)
  }

  @Test func anyUpdateAppliedToThePreviousScreenGivesTheNextFrame() {
    var state: UInt64 = 42
    func random(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33) % bound
    }
    let pieces = ["a", "bc", "中", "é", "😀", " ", "xyz", "文字"]
    let styles = [TextStyle.plain, TextStyle(bold: true), TextStyle(reversed: true)]
    var previous = Frame(size: size)
    var screen = VirtualScreen(rows: size.rows, columns: size.columns)
    screen.apply(writer.redraw(previous))
    for step in 0..<300 {
      var next = previous
      for _ in 0..<random(4) {
        next.draw(
          pieces[random(pieces.count)], row: random(size.rows), column: random(size.columns),
          style: styles[random(styles.count)])
      }
      screen.apply(writer.update(from: previous, to: next))
      #expect(screen.text == next.text, "step \(step)")
      #expect(screen.unknownSequences.isEmpty)
      previous = next
    }
  }
}
