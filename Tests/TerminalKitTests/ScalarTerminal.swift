import TerminalKit

/// A terminal emulator that works scalar by scalar, as tmux does: every scalar with a width
/// starts a cell of its own (a wide one takes the next cell as padding), a zero-width scalar
/// and a scalar after a zero width joiner join the cell written last, and writing over either
/// half of a wide cell blanks the other half. It knows the sequences ``FrameWriter`` writes
/// and counts anything else, and every write past the right edge, as a fault.
struct ScalarTerminal: Equatable {
  struct Cell: Equatable {
    var text = " "
    var style = ""
    var width = 1
    var isPadding = false

    static func == (lhs: Cell, rhs: Cell) -> Bool {
      lhs.text.unicodeScalars.elementsEqual(rhs.text.unicodeScalars) && lhs.style == rhs.style
        && lhs.width == rhs.width && lhs.isPadding == rhs.isPadding
    }
  }

  private(set) var rows: [[Cell]]
  private(set) var faults: [String] = []
  private var row = 0
  private var column = 0
  private var style = ""
  private var lastWritten: (row: Int, column: Int)?
  private var afterJoiner = false

  init(rows: Int, columns: Int) {
    self.rows = Array(repeating: Array(repeating: Cell(), count: columns), count: rows)
  }

  static func == (lhs: ScalarTerminal, rhs: ScalarTerminal) -> Bool {
    lhs.rows == rhs.rows && lhs.faults == rhs.faults
  }

  /// The text of the cells from `columns`, padding left out.
  func text(row: Int, columns: Range<Int>) -> String {
    rows[row][columns].filter { !$0.isPadding }.map(\.text).joined()
  }

  /// Where the screen differs from `frame`: each character of the frame must fill exactly its
  /// cells, in its style.
  func differences(from frame: Frame) -> [String] {
    var found: [String] = []
    for row in 0..<frame.rows {
      var column = 0
      while column < frame.columns {
        let cell = frame[row, column]
        let width = max(1, DisplayWidth.of(cell.character))
        let shown = text(row: row, columns: column..<min(frame.columns, column + width))
        let style =
          cell.style == .plain ? "" : cell.style.selectGraphicRendition(colorEnabled: true)
        let exact = shown.unicodeScalars.elementsEqual(cell.character.unicodeScalars)
        if !exact || rows[row][column].style != style {
          found.append("row \(row) column \(column): \(shown.debugDescription)")
        }
        column += width
      }
    }
    return found + faults
  }

  mutating func apply(_ output: String) {
    var scalars = output.unicodeScalars[...]
    while let scalar = scalars.popFirst() {
      if scalar == "\u{1B}" {
        guard scalars.popFirst() == "[" else {
          faults.append("ESC without [")
          continue
        }
        var body = ""
        while let next = scalars.popFirst() {
          body.unicodeScalars.append(next)
          if (0x40...0x7E).contains(next.value) { break }
        }
        control(body)
      } else {
        put(scalar)
      }
    }
  }

  private mutating func put(_ scalar: Unicode.Scalar) {
    let width = DisplayWidth.of(scalar)
    if width == 0 || (afterJoiner && !scalar.isASCII) {
      afterJoiner = scalar == "\u{200D}"
      if let (row, column) = lastWritten { rows[row][column].text.unicodeScalars.append(scalar) }
      return
    }
    afterJoiner = false
    guard column + width <= rows[row].count else {
      faults.append("U+\(String(scalar.value, radix: 16)) past the edge of row \(row)")
      return
    }
    for index in column..<column + width { blankWideCell(at: index) }
    rows[row][column] = Cell(text: String(scalar), style: style, width: width)
    if width == 2 {
      rows[row][column + 1] = Cell(text: "", style: style, width: 0, isPadding: true)
    }
    lastWritten = (row, column)
    column += width
  }

  private mutating func blankWideCell(at index: Int) {
    let cell = rows[row][index]
    if cell.isPadding, index > 0 { rows[row][index - 1] = Cell() }
    if cell.width == 2, index + 1 < rows[row].count { rows[row][index + 1] = Cell() }
    rows[row][index] = Cell()
  }

  private mutating func control(_ body: String) {
    afterJoiner = false
    lastWritten = nil
    let final = body.last ?? " "
    let parameters = String(body.dropLast())
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map {
      Int($0) ?? 1
    }
    switch (final, parameters) {
    case ("H", _):
      row = min(rows.count - 1, max(0, (numbers.first ?? 1) - 1))
      column = min(rows[0].count - 1, max(0, (numbers.dropFirst().first ?? 1) - 1))
    case ("J", "2"):
      rows = rows.map { $0.map { _ in Cell() } }
    case ("m", _):
      style = parameters == "0" ? "" : "\u{1B}[\(body)"
    case ("l", "?25"), ("h", "?25"): break
    default: faults.append("unknown sequence ESC [ \(body)")
    }
  }
}
