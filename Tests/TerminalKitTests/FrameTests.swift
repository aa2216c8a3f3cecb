import Testing

@testable import TerminalKit

@MainActor
struct FrameTests {
  private func frame(rows: Int = 3, columns: Int = 10) -> Frame {
    Frame(size: TerminalSize(rows: rows, columns: columns))
  }

  @Test func drawsTextAndReturnsTheColumnAfterIt() {
    var frame = frame()
    #expect(frame.draw("hello", row: 1, column: 2) == 7)
    #expect(frame.text == "\n  hello\n")
    #expect(frame[1, 2] == Frame.Cell("h"))
  }

  @Test func clipsAtTheRightEdgeAndToTheWidthGiven() {
    var frame = frame()
    frame.draw("abcdefghijkl", row: 0, column: 4)
    frame.draw("1234", row: 1, column: 0, width: 2)
    frame.draw("xyz", row: 2, column: -2)
    #expect(frame.text == "    abcdef\n12\nz")
  }

  @Test func drawsNothingOutsideTheRows() {
    var frame = frame()
    frame.draw("lost", row: 3, column: 0)
    frame.draw("lost", row: -1, column: 0)
    #expect(frame.text == "\n\n")
  }

  @Test func aWideCharacterTakesTwoCellsOrASpaceWhenOneIsLeft() {
    var frame = frame(rows: 1, columns: 5)
    #expect(frame.draw("中文字", row: 0, column: 0) == 5)
    #expect(frame.text == "中文")
    #expect(frame[0, 1].isContinuation)
    #expect(frame[0, 4] == Frame.Cell(" "))
  }

  @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
    var frame = frame(rows: 1, columns: 6)
    frame.draw("中文字", row: 0, column: 0)
    frame.draw("x", row: 0, column: 1)
    frame.draw("y", row: 0, column: 2)
    #expect(frame.text == " xy 字")
    #expect(!frame[0, 3].isContinuation)
  }

  @Test func controlCharactersAreShownAsQuestionMarksAndCannotMoveTheCursor() {
    var frame = frame(rows: 1, columns: 12)
    frame.draw("a\u{1B}[2Jb\nc", row: 0, column: 0)
    #expect(frame.text == "a?[2Jb?c")
  }

  @Test func combiningMarksStayWithTheirLetter() {
    var frame = frame(rows: 1, columns: 4)
    #expect(frame.draw("e\u{301}te\u{301}", row: 0, column: 0) == 3)
    #expect(frame.text == "e\u{301}te\u{301}")
  }

  @Test func fillsAndRestylesRows() {
    var frame = frame(rows: 1, columns: 4)
    frame.draw("ab", row: 0, column: 0)
    frame.restyle(row: 0, style: TextStyle(dim: true))
    #expect(frame[0, 0] == Frame.Cell("a", style: TextStyle(dim: true)))
    frame.fill(row: 0, from: 1, width: 2, style: TextStyle(reversed: true))
    #expect(frame[0, 1] == Frame.Cell(" ", style: TextStyle(reversed: true)))
    #expect(frame[0, 3] == Frame.Cell(" ", style: TextStyle(dim: true)))
    #expect(frame.text == "a")
  }
}
