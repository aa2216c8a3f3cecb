import Testing

@testable import FullScreenUI

/// Scrolling and selection as pure values: the selection is on screen whenever there is one,
/// and text between two selectable rows is scrolled through rather than skipped.
struct ViewportTests {
  @Test func movingDownAListScrollsOneRowAtATime() {
    var viewport = Viewport()
    let rows = Array(0..<10)
    for _ in 0..<5 { viewport.moveDown(itemRows: rows, rowCount: 10, height: 4) }
    #expect(viewport == Viewport(scroll: 2, selected: 5))
  }

  @Test func textLongerThanAPageBetweenTwoItemsIsReadHalfAPageAtATime() {
    var viewport = Viewport()
    let rows = [0, 20]
    viewport.moveDown(itemRows: rows, rowCount: 21, height: 6)
    #expect(viewport == Viewport(scroll: 3, selected: nil), "the first item left the screen")
    viewport.moveDown(itemRows: rows, rowCount: 21, height: 6)
    viewport.moveDown(itemRows: rows, rowCount: 21, height: 6)
    #expect(viewport == Viewport(scroll: 9, selected: nil))
    for _ in 0..<3 { viewport.moveDown(itemRows: rows, rowCount: 21, height: 6) }
    #expect(viewport == Viewport(scroll: 15, selected: 1))
    viewport.moveUp(itemRows: rows, rowCount: 21, height: 6)
    #expect(viewport.selected == nil)
    #expect(viewport.scroll == 12)
  }

  @Test func clampingBringsTheSelectionOnScreenAndTheScrollInRange() {
    let rows = Array(0..<30)
    #expect(
      Viewport(scroll: 0, selected: 25).clamped(itemRows: rows, rowCount: 30, height: 10)
        == Viewport(scroll: 16, selected: 25))
    #expect(
      Viewport(scroll: 40, selected: nil).clamped(itemRows: rows, rowCount: 30, height: 10)
        == Viewport(scroll: 20, selected: nil))
    #expect(
      Viewport(scroll: 0, selected: 50).clamped(itemRows: rows, rowCount: 30, height: 10)
        == Viewport(scroll: 20, selected: 29))
  }

  @Test func whileThereAreNoItemsTheSelectionWaitsForThem() {
    let loading = Viewport().clamped(itemRows: [], rowCount: 2, height: 10)
    #expect(loading.selected == 0)
    var viewport = loading
    viewport.jump(toEnd: true, itemRows: [1, 2, 3], rowCount: 4, height: 10)
    #expect(viewport.selected == 2)
  }
}

struct WrapTests {
  @Test func textBreaksAtSpacesAndAWordWiderThanARowIsCut() {
    #expect(
      Wrap.rows("Toss pasta with the cheese", width: 10) == ["Toss pasta", "with the", "cheese"])
    #expect(Wrap.rows("abcdefghijkl", width: 5) == ["abcde", "fghij", "kl"])
    #expect(Wrap.rows("", width: 5) == [""])
  }

  @Test func wideCharactersCountTwoColumns() {
    #expect(Wrap.rows("寿司 寿司 寿司", width: 9) == ["寿司 寿司", "寿司"])
  }
}
