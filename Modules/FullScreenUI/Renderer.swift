import TerminalKit

/// Draws a ``Scene`` into a ``Frame``: a pure function of the scene and the terminal's size.
enum Renderer {
  private static let reversed = TextStyle(reversed: true)
  private static let selectedMarker = "›"

  /// The frame that shows `scene` on a terminal of `geometry`'s size.
  static func frame(_ scene: Scene, geometry: Geometry) -> Frame {
    var frame = Frame(size: geometry.size)
    let columns = geometry.size.columns
    frame.fill(row: 0, style: reversed)
    frame.draw(
      scene.header.fitted(to: columns - 2), row: 0, column: 1, style: reversed, width: columns - 2)
    drawTabs(scene.tabs, into: &frame)
    frame.draw(
      scene.breadcrumb.fitted(to: columns - 2), row: 2, column: 1, style: .dimmed,
      width: columns - 2)
    frame.draw(String(repeating: "─", count: columns), row: 3, column: 0, style: .dimmed)
    draw(
      scene.base, into: &frame, top: Geometry.bodyTop, left: 0, height: geometry.bodyHeight,
      textWidth: geometry.textWidth)
    if let trace = scene.trace { drawPane(trace, into: &frame, geometry: geometry) }
    for panel in scene.boxes {
      if let box = panel.box { drawBox(panel, in: box, into: &frame, geometry: geometry) }
    }
    switch scene.bottom {
    case .status(let status?):
      frame.draw(
        (status.isProblem ? "! " : "") + status.text, row: geometry.statusRow, column: 1,
        style: status.isProblem ? .problem : .plain, width: columns - 2)
    case .status(nil): break
    case .prompt(let rendering):
      frame.draw(rendering.text, row: geometry.statusRow, column: 0)
      frame.cursor = Frame.Position(row: geometry.statusRow, column: rendering.cursorColumn)
    }
    frame.draw(scene.hints, row: geometry.hintsRow, column: 1, style: .dimmed, width: columns - 2)
    return frame
  }

  private static func drawTabs(_ tabs: [(title: String, isSelected: Bool)], into frame: inout Frame)
  {
    var column = 1
    for tab in tabs {
      let (text, style) =
        tab.isSelected
        ? ("[\(tab.title)]", TextStyle(bold: true, reversed: true)) : (" \(tab.title) ", .plain)
      column = frame.draw(text, row: 1, column: column, style: style) + 1
    }
  }

  private static func draw(
    _ panel: Scene.Panel, into frame: inout Frame, top: Int, left: Int, height: Int,
    textWidth: Int
  ) {
    let rows = panel.layout.rows
    let scroll = panel.viewport.scroll
    let width = Geometry.gutter + textWidth
    for offset in 0..<height where scroll + offset < rows.count {
      let row = rows[scroll + offset]
      let y = top + offset
      let isSelected = panel.isActive && row.item != nil && row.item == panel.viewport.selected
      var style = row.style
      if isSelected {
        style.isReversed = true
        frame.fill(row: y, from: left, width: width, style: reversed)
        frame.draw(selectedMarker, row: y, column: left, style: style)
      }
      let x = left + Geometry.gutter
      if let item = row.item, case .field(let field) = panel.layout.items[item] {
        let value =
          panel.fields[field.name]
          ?? TextField(field.value, isSecret: field.isSecret, maxLength: field.maxLength)
        drawField(
          field, value: value, into: &frame, row: y, column: x, width: textWidth, style: style,
          showsCursor: isSelected && panel.isEditing)
        continue
      }
      let end = frame.draw(row.text, row: y, column: x, style: style, width: textWidth)
      if !row.detail.isEmpty {
        var detail = TextStyle.dimmed
        detail.isReversed = isSelected
        frame.draw(
          " " + row.detail, row: y, column: end, style: detail, width: x + textWidth - end)
      }
    }
    guard panel.isActive else { return }
    if scroll > 0 { frame.draw("▲", row: top, column: left + width, style: .dimmed) }
    if scroll + height < rows.count {
      frame.draw("▼", row: top + height - 1, column: left + width, style: .dimmed)
    }
  }

  private static func drawField(
    _ field: Field, value: TextField, into frame: inout Frame, row: Int, column: Int, width: Int,
    style: TextStyle, showsCursor: Bool
  ) {
    frame.draw(field.label, row: row, column: column, style: style, width: Geometry.labelWidth)
    let start = column + Geometry.labelWidth
    let fieldWidth = max(2, min(32, width - Geometry.labelWidth))
    let window = value.window(width: fieldWidth)
    frame.draw(
      DisplayWidth.fit(window.text, to: fieldWidth), row: row, column: start,
      style: TextStyle(underlined: true))
    if showsCursor { frame.cursor = Frame.Position(row: row, column: start + window.cursorColumn) }
  }

  private static func drawPane(_ lines: [String], into frame: inout Frame, geometry: Geometry) {
    let top = geometry.paneTop
    frame.draw(
      "─ trace " + String(repeating: "─", count: geometry.size.columns), row: top, column: 0,
      style: .dimmed)
    let width = geometry.size.columns - 2
    let rows = TracePane.rows(lines, width: width, count: geometry.paneRows)
    for (offset, row) in rows.enumerated() {
      frame.draw(row, row: top + 1 + offset, column: 1, style: .dimmed, width: width)
    }
  }

  private static func drawBox(
    _ panel: Scene.Panel, in box: Geometry.Box, into frame: inout Frame, geometry: Geometry
  ) {
    for row in 1..<max(1, geometry.statusRow) {
      frame.restyle(row: row, style: .dimmed)
    }
    let width = box.width
    let horizontal = String(repeating: "─", count: width - 2)
    frame.draw("┌" + horizontal + "┐", row: box.top, column: box.left)
    for row in box.top + 1...box.top + box.innerHeight {
      frame.fill(row: row, from: box.left, width: width, style: .plain)
      frame.draw("│", row: row, column: box.left)
      frame.draw("│", row: row, column: box.left + width - 1)
    }
    frame.draw("└" + horizontal + "┘", row: box.top + box.innerHeight + 1, column: box.left)
    draw(
      panel, into: &frame, top: box.top + 1, left: box.left + 1, height: box.innerHeight,
      textWidth: box.textWidth)
  }
}
