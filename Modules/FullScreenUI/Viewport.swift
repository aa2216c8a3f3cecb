/// Where a screen is scrolled to and which of its selectable rows is selected.
///
/// Rows are laid out; `itemRows` gives the row of each selectable item, top to bottom. Moving
/// down selects the next item when it is on screen; otherwise the viewport scrolls toward it,
/// at most half a page at a time, so text between two items is read rather than skipped. An
/// item scrolled off screen is no longer selected (`selected` is `nil`) until one is on
/// screen again, so the selection is always visible when there is one.
struct Viewport: Hashable {
  /// The first row shown.
  var scroll = 0
  /// The selected item, counted from 0 among the selectable rows.
  var selected: Int? = 0

  /// Moves the selection to the next item, or scrolls toward it.
  mutating func moveDown(itemRows: [Int], rowCount: Int, height: Int) {
    let next = selected.map { $0 + 1 } ?? itemRows.firstIndex { $0 >= scroll }
    guard let next, next < itemRows.count else {
      return scroll(by: max(1, height / 2), itemRows: itemRows, rowCount: rowCount, height: height)
    }
    let bottom = scroll + height - 1
    if itemRows[next] > bottom {
      scroll(
        by: min(itemRows[next] - bottom, max(1, height / 2)), itemRows: itemRows,
        rowCount: rowCount, height: height)
    }
    if itemRows[next] <= scroll + height - 1 { selected = next }
  }

  /// Moves the selection to the previous item, or scrolls toward it.
  mutating func moveUp(itemRows: [Int], rowCount: Int, height: Int) {
    let previous = selected.map { $0 - 1 } ?? itemRows.lastIndex { $0 < scroll + height }
    guard let previous, previous >= 0 else {
      return scroll(by: -max(1, height / 2), itemRows: itemRows, rowCount: rowCount, height: height)
    }
    if itemRows[previous] < scroll {
      scroll(
        by: -min(scroll - itemRows[previous], max(1, height / 2)), itemRows: itemRows,
        rowCount: rowCount, height: height)
    }
    if itemRows[previous] >= scroll { selected = previous }
  }

  /// Scrolls a page down (`pages` 1) or up (-1), selecting the first item then on screen.
  mutating func page(_ pages: Int, itemRows: [Int], rowCount: Int, height: Int) {
    scroll(by: pages * max(1, height - 1), itemRows: itemRows, rowCount: rowCount, height: height)
    if selected == nil || !isVisible(selected, itemRows: itemRows, height: height) {
      selected = itemRows.firstIndex { $0 >= scroll && $0 < scroll + height }
    }
  }

  /// Shows the first row and selects the first item, or the last row and the last item.
  mutating func jump(toEnd: Bool, itemRows: [Int], rowCount: Int, height: Int) {
    scroll = toEnd ? max(0, rowCount - height) : 0
    selected = itemRows.isEmpty ? nil : (toEnd ? itemRows.count - 1 : 0)
  }

  /// This viewport with the scroll in range and the selected item, if any, on screen. While
  /// there are no items, as while a list loads, the selection waits for them.
  func clamped(itemRows: [Int], rowCount: Int, height: Int) -> Viewport {
    var result = self
    if let selected, selected >= itemRows.count, !itemRows.isEmpty {
      result.selected = itemRows.count - 1
    }
    if let selected = result.selected, selected < itemRows.count {
      let row = itemRows[selected]
      if row < result.scroll { result.scroll = row }
      if row >= result.scroll + height { result.scroll = row - height + 1 }
    }
    result.scroll = min(max(0, result.scroll), max(0, rowCount - height))
    return result
  }

  private mutating func scroll(by rows: Int, itemRows: [Int], rowCount: Int, height: Int) {
    scroll = min(max(0, scroll + rows), max(0, rowCount - height))
    if !isVisible(selected, itemRows: itemRows, height: height) { selected = nil }
  }

  private func isVisible(_ item: Int?, itemRows: [Int], height: Int) -> Bool {
    guard let item, item < itemRows.count else { return false }
    return itemRows[item] >= scroll && itemRows[item] < scroll + height
  }
}
