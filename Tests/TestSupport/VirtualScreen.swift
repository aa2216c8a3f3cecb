import TerminalKit

/// A small terminal emulator for tests: it applies the escape sequences this package writes
/// (cursor moves, clear, erase to end of line, styles, cursor visibility, the alternate screen
/// and bracketed paste) to a grid, and keeps any other sequence in ``unknownSequences``, so a
/// test can fail on it.
public struct VirtualScreen {
  /// Every cell, row by row.
  public private(set) var cells: [[Frame.Cell]]
  /// Where the cursor is.
  public private(set) var cursor = Frame.Position(row: 0, column: 0)
  /// Whether the cursor is shown.
  public private(set) var isCursorVisible = true
  /// Whether the alternate screen is in use.
  public private(set) var isAlternateScreen = false
  /// Whether bracketed paste is on.
  public private(set) var isBracketedPaste = false
  /// Escape sequences this emulator does not know, in the order they came.
  public private(set) var unknownSequences: [String] = []
  private var style = TextStyle.plain
  /// The number of columns.
  public let columns: Int

  /// A blank screen of `rows` by `columns`.
  public init(rows: Int, columns: Int) {
    self.columns = columns
    cells = Array(repeating: Array(repeating: Frame.Cell(), count: columns), count: rows)
  }

  /// Every row's characters, without trailing spaces, one line each.
  public var text: String {
    lines.joined(separator: "\n")
  }

  /// Every row's characters, without trailing spaces.
  public var lines: [String] {
    cells.map { row in
      var line = ""
      for cell in row where !cell.isContinuation { line.append(cell.character) }
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// Applies what a program wrote.
  public mutating func apply(_ output: String) {
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
          if next.isLetter || next == "~" { break }
        }
        control(body)
      case "\r": cursor.column = 0
      case "\n": cursor.row = min(cells.count - 1, cursor.row + 1)
      default: put(character)
      }
    }
  }

  /// Changes the size, as a resized window does: what fits is kept.
  public mutating func resize(rows: Int, columns: Int) {
    self = VirtualScreen(rows: rows, columns: columns)
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
    case ("h", "?1049"): isAlternateScreen = true
    case ("l", "?1049"): isAlternateScreen = false
    case ("h", "?2004"): isBracketedPaste = true
    case ("l", "?2004"): isBracketedPaste = false
    default: unknownSequences.append(body)
    }
  }
}
