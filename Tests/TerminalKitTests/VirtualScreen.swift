@testable import TerminalKit

/// A small terminal emulator for tests: it applies the escape sequences this package writes
/// (cursor moves, clear, erase to end of line, styles, cursor visibility) to a grid, and fails
/// loudly on any other sequence.
struct VirtualScreen {
  private(set) var cells: [[Frame.Cell]]
  private(set) var cursor = Frame.Position(row: 0, column: 0)
  private(set) var isCursorVisible = true
  private(set) var unknownSequences: [String] = []
  private var style = TextStyle.plain
  let columns: Int

  init(rows: Int, columns: Int) {
    self.columns = columns
    cells = Array(repeating: Array(repeating: Frame.Cell(), count: columns), count: rows)
  }

  var text: String {
    cells.map { row in
      var line = ""
      for cell in row where !cell.isContinuation { line.append(cell.character) }
      while line.last == " " { line.removeLast() }
      return line
    }.joined(separator: "\n")
  }

  mutating func apply(_ output: String) {
    var characters = Array(output)[...]
    while let character = characters.popFirst() {
      switch character {
      case "\u{1B}":
        guard characters.popFirst() == "[" else {
          unknownSequences.append("ESC")
          continue
        }
        var body = ""
        while let next = characters.popFirst() {
          body.append(next)
          if next.isLetter { break }
        }
        control(body)
      case "\r": cursor.column = 0
      case "\n": cursor.row = min(cells.count - 1, cursor.row + 1)
      default: put(character)
      }
    }
  }

  private mutating func put(_ character: Character) {
    let width = DisplayWidth.of(character)
    guard cursor.column + width <= columns, cursor.row < cells.count else { return }
    cells[cursor.row][cursor.column] = Frame.Cell(character, style: style)
    if width == 2 {
      var continuation = Frame.Cell(" ", style: style)
      continuation.isContinuation = true
      cells[cursor.row][cursor.column + 1] = continuation
    }
    cursor.column += width
  }

  private mutating func control(_ body: String) {
    let final = body.last ?? " "
    let parameters = body.dropLast().split(separator: ";", omittingEmptySubsequences: false)
      .map { Int($0) }
    switch (final, String(body.dropLast())) {
    case ("H", _):
      cursor = Frame.Position(
        row: (parameters.first.flatMap { $0 } ?? 1) - 1,
        column: (parameters.dropFirst().first.flatMap { $0 } ?? 1) - 1)
    case ("J", "2"):
      for row in cells.indices { cells[row] = Array(repeating: Frame.Cell(), count: columns) }
    case ("K", ""):
      for column in cursor.column..<columns { cells[cursor.row][column] = Frame.Cell() }
    case ("C", _):
      cursor.column = min(columns - 1, cursor.column + (parameters.first.flatMap { $0 } ?? 1))
    case ("m", _):
      style = .plain
      for code in parameters.compactMap({ $0 }) {
        switch code {
        case 1: style.isBold = true
        case 2: style.isDim = true
        case 4: style.isUnderlined = true
        case 7: style.isReversed = true
        case 30...37: style.foreground = TextStyle.Color(rawValue: UInt8(code - 30))
        default: break
        }
      }
    case ("l", "?25"): isCursorVisible = false
    case ("h", "?25"): isCursorVisible = true
    default: unknownSequences.append(body)
    }
  }
}
