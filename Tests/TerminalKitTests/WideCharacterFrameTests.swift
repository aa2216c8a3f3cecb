import Testing

@testable import TerminalKit

/// Frames holding characters of several cells, written incrementally to a scalar-by-scalar
/// terminal, end as Ctrl-L's full redraw does.
@MainActor
struct WideCharacterFrameTests {
  private let writer = FrameWriter()

  private func frame(_ lines: [String], columns: Int = 12) -> Frame {
    var frame = Frame(size: TerminalSize(rows: lines.count, columns: columns))
    for (row, line) in lines.enumerated() { frame.draw(line, row: row, column: 0) }
    return frame
  }

  private func expectIncrementalFramesEqualFullRedraws(_ frames: [Frame]) {
    guard let size = frames.first.map({ ($0.rows, $0.columns) }) else { return }
    var incremental = ScalarTerminal(rows: size.0, columns: size.1)
    var previous: Frame?
    for frame in frames {
      incremental.apply(writer.update(from: previous, to: frame))
      var redrawn = ScalarTerminal(rows: size.0, columns: size.1)
      redrawn.apply(writer.redraw(frame))
      #expect(incremental == redrawn, "\(frame.text)")
      #expect(incremental.differences(from: frame) == [])
      previous = frame
    }
  }

  @Test func aCharacterTakesAsManyCellsAsItsWidth() {
    var frame = frame([""], columns: 8)
    #expect(frame.draw("👍🏽कि", row: 0, column: 0) == 6)
    #expect(!frame[0, 0].isContinuation)
    #expect((1...3).allSatisfy { frame[0, $0].isContinuation })
    #expect(frame[0, 4] == Frame.Cell("कि"))
    #expect(frame[0, 5].isContinuation)
    #expect(frame.text == "👍🏽कि")
  }

  @Test func aCharacterCutAtTheLastColumnLeavesSpaces() {
    var frame = frame(["abcdef"], columns: 6)
    #expect(frame.draw("abc👍🏽", row: 0, column: 0) == 6)
    #expect(frame.text == "abc")
    #expect((3...5).allSatisfy { frame[0, $0] == Frame.Cell(" ") })
    expectIncrementalFramesEqualFullRedraws([
      self.frame(["abcdef"], columns: 6), frame, self.frame(["abcdeकि"], columns: 6),
    ])
  }

  @Test func overwritingPartOfAWideCharacterBlanksAllOfIt() {
    var frame = frame(["👍🏽中"], columns: 8)
    frame.draw("x", row: 0, column: 2)
    frame.draw("y", row: 0, column: 5)
    #expect(frame.text == "  x  y")
    #expect((0..<8).allSatisfy { !frame[0, $0].isContinuation })
    expectIncrementalFramesEqualFullRedraws([self.frame(["👍🏽中"], columns: 8), frame])
  }

  @Test func joinersAndMarksThatWouldJoinANeighbourAreLeftOut() {
    var frame = frame([""])
    frame.draw("a\u{200D}中", row: 0, column: 0)
    frame.draw("\u{301}\u{93F}", row: 0, column: 3)
    #expect(frame[0, 0] == Frame.Cell("a"))
    #expect(frame[0, 3] == Frame.Cell("\u{93F}"))
    expectIncrementalFramesEqualFullRedraws([self.frame(["abcdef"]), frame])
  }

  @Test func typingAndClearingHindiLeavesNothingBehind() {
    let typed = "हिन्दी"
    let steps = (0...typed.count).map { "Search: " + typed.prefix($0) }
    expectIncrementalFramesEqualFullRedraws(steps.map { frame([$0, "row"], columns: 16) })
    expectIncrementalFramesEqualFullRedraws(steps.reversed().map { frame([$0], columns: 16) })
  }

  @Test func anEmojiWithASkinToneLeavesNoStrayHalfWhenCleared() {
    expectIncrementalFramesEqualFullRedraws([
      frame(["👍🏽 ok", "│👍🏽👍🏽│"]), frame(["", "│👍🏽👍🏽│"]), frame(["x👍🏽", "│ab│"]),
    ])
  }

  @Test func canonicallyEquivalentTextIsStillRewrittenWithItsOwnScalars() {
    let precomposed = frame(["\u{E9}"])
    let decomposed = frame(["e\u{301}"])
    #expect(precomposed != decomposed)
    #expect(writer.update(from: precomposed, to: decomposed) == "\u{1B}[1;1He\u{301}")
  }
}
