/// Writes frames to a terminal as escape sequences: the whole frame, or only what changed
/// since the previous one.
///
/// Every output ends with styles reset, so what the writer draws never leaks into what
/// others print. Colour is left out when ``colorEnabled`` is off (`NO_COLOR`, `--no-color`);
/// bold, dim, underline and reverse stay.
public struct FrameWriter: Hashable, Sendable {
  /// Whether colours are written.
  public var colorEnabled: Bool

  /// A writer that writes colours when `colorEnabled`.
  public init(colorEnabled: Bool = true) {
    self.colorEnabled = colorEnabled
  }

  /// Clears the screen and draws all of `frame`.
  public func redraw(_ frame: Frame) -> String {
    var output =
      ControlSequence.resetStyle + ControlSequence.hideCursor
      + ControlSequence.clearScreen
    var style = TextStyle.plain
    for row in 0..<frame.rows {
      var end = frame.columns
      while end > 0, frame[row, end - 1] == Frame.Cell() { end -= 1 }
      guard end > 0 else { continue }
      output += ControlSequence.moveTo(row: row, column: 0)
      append((0..<end).map { frame[row, $0] }, to: &output, style: &style)
    }
    finish(frame, into: &output, style: style, cursorWasVisible: false)
    return output
  }

  /// The output that turns the screen showing `previous` into `next`: a full redraw when there
  /// is no previous frame or the size changed, otherwise the changed runs only, and nothing
  /// at all when nothing changed.
  public func update(from previous: Frame?, to next: Frame) -> String {
    guard let previous, previous.rows == next.rows, previous.columns == next.columns else {
      return redraw(next)
    }
    let runs = FrameDiff(from: previous, to: next).runs
    guard !runs.isEmpty || previous.cursor != next.cursor else { return "" }
    var output = ""
    let cursorWasVisible = previous.cursor != nil && runs.isEmpty
    if previous.cursor != nil, !runs.isEmpty { output += ControlSequence.hideCursor }
    var style = TextStyle.plain
    var cursor: Frame.Position?
    for run in runs {
      if run.position != cursor {
        output += ControlSequence.moveTo(row: run.position.row, column: run.position.column)
      }
      let width = append(run.cells, to: &output, style: &style)
      cursor = Frame.Position(row: run.position.row, column: run.position.column + width)
    }
    finish(next, into: &output, style: style, cursorWasVisible: cursorWasVisible)
    return output
  }

  /// Appends `cells`, switching styles only where they change; returns the columns drawn.
  @discardableResult
  private func append(_ cells: [Frame.Cell], to output: inout String, style: inout TextStyle)
    -> Int
  {
    var width = 0
    for cell in cells where !cell.isContinuation {
      if cell.style != style {
        output += cell.style.selectGraphicRendition(colorEnabled: colorEnabled)
        style = cell.style
      }
      output.append(cell.character)
      width += max(1, DisplayWidth.of(cell.character))
    }
    return width
  }

  private func finish(
    _ frame: Frame, into output: inout String, style: TextStyle, cursorWasVisible: Bool
  ) {
    if style != .plain { output += ControlSequence.resetStyle }
    guard let cursor = frame.cursor else {
      if cursorWasVisible { output += ControlSequence.hideCursor }
      return
    }
    output += ControlSequence.moveTo(row: cursor.row, column: cursor.column)
    if !cursorWasVisible { output += ControlSequence.showCursor }
  }
}
