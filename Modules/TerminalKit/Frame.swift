/// A screenful of character cells, rows × columns, that views draw into; a ``FrameWriter``
/// turns it, or the difference from the previous one, into terminal output.
///
/// Drawing clips to the frame and to the width given. A character takes as many cells as
/// ``DisplayWidth`` gives it (those after the first are continuations), and is replaced by
/// spaces when fewer cells are left for it. Control characters are drawn as `?`, so nothing
/// drawn can move the cursor; a character's leading zero-width scalars and trailing zero width
/// joiners are left out, since a terminal would join them to the cell before or after it.
public struct Frame: Hashable, Sendable {
  /// One character cell.
  public struct Cell: Hashable, Sendable {
    /// The character shown, a space when empty.
    public var character: Character
    /// How it is drawn.
    public var style: TextStyle
    /// Whether this cell is covered by the wide character that starts to its left.
    public var isContinuation: Bool

    /// A cell showing `character` in `style`.
    public init(_ character: Character = " ", style: TextStyle = .plain) {
      self.character = character
      self.style = style
      self.isContinuation = false
    }

    /// Whether two cells show the same scalars in the same style: canonically equivalent text
    /// such as `é` and `e` + U+0301 differs, since a terminal shows what it was sent.
    public static func == (lhs: Cell, rhs: Cell) -> Bool {
      guard lhs.character == rhs.character, lhs.isContinuation == rhs.isContinuation,
        lhs.style == rhs.style
      else { return false }
      let bytes = lhs.character.utf8
      return bytes.count == 1 || bytes.elementsEqual(rhs.character.utf8)
    }

    /// Hashes the cell consistently with `==`.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(character)
      hasher.combine(style)
      hasher.combine(isContinuation)
    }

    fileprivate static func continuation(_ style: TextStyle) -> Cell {
      var cell = Cell(" ", style: style)
      cell.isContinuation = true
      return cell
    }
  }

  /// A cell's place, both counted from 0.
  public struct Position: Hashable, Sendable {
    /// The row, from the top.
    public var row: Int
    /// The column, from the left.
    public var column: Int

    /// The position at `row` and `column`.
    public init(row: Int, column: Int) {
      self.row = row
      self.column = column
    }
  }

  /// The number of rows.
  public let rows: Int
  /// The number of columns.
  public let columns: Int
  /// Every cell, row after row.
  public private(set) var cells: [Cell]
  /// Where the terminal's cursor is shown, as in a text field; `nil` hides it.
  public var cursor: Position?

  /// An empty frame of `size`.
  public init(size: TerminalSize) {
    rows = max(0, size.rows)
    columns = max(0, size.columns)
    cells = Array(repeating: Cell(), count: rows * columns)
  }

  /// The cell at `row` and `column`, which must be inside the frame.
  public subscript(row: Int, column: Int) -> Cell {
    cells[row * columns + column]
  }

  /// Draws `text` from `column` of `row` in `style`, within `width` columns when given, and
  /// returns the column after the last cell drawn. Parts outside the frame are clipped.
  @discardableResult
  public mutating func draw(
    _ text: String, row: Int, column: Int, style: TextStyle = .plain, width: Int? = nil
  ) -> Int {
    guard (0..<rows).contains(row) else { return column }
    let limit = min(columns, width.map { column + max(0, $0) } ?? columns)
    var position = column
    for character in text {
      let isControl = character.unicodeScalars.first.map(Self.isControl) ?? false
      let cellWidth = isControl ? 1 : DisplayWidth.of(character)
      if cellWidth == 0 { continue }
      if position + cellWidth > limit {
        blank(row: row, from: position, to: limit, style: style)
        position = limit
        break
      }
      if position >= 0 {
        put(Cell(isControl ? "?" : Self.drawable(character), style: style), at: row, position)
        for offset in 1..<cellWidth { put(.continuation(style), at: row, position + offset) }
      } else {
        blank(row: row, from: 0, to: position + cellWidth, style: style)
      }
      position += cellWidth
    }
    return position
  }

  /// Fills `width` cells of `row` from `column` (to the end of the row by default) with
  /// spaces in `style`, as a highlighted row or a dimmed backdrop needs.
  public mutating func fill(row: Int, from column: Int = 0, width: Int? = nil, style: TextStyle) {
    guard (0..<rows).contains(row) else { return }
    let start = max(0, column)
    let end = min(columns, width.map { column + max(0, $0) } ?? columns)
    for index in stride(from: start, to: end, by: 1) {
      put(Cell(" ", style: style), at: row, index)
    }
  }

  /// Changes the style of `width` cells of `row` from `column`, keeping their characters, as
  /// dimming the screen under an alert does.
  public mutating func restyle(row: Int, from column: Int = 0, width: Int? = nil, style: TextStyle)
  {
    guard (0..<rows).contains(row) else { return }
    let start = max(0, column)
    let end = min(columns, width.map { column + max(0, $0) } ?? columns)
    for index in stride(from: start, to: end, by: 1) {
      cells[row * columns + index].style = style
    }
  }

  /// The characters of `row`, without styles or trailing spaces.
  public func text(ofRow row: Int) -> String {
    var line = ""
    for column in 0..<columns where !self[row, column].isContinuation {
      line.append(self[row, column].character)
    }
    while line.last == " " { line.removeLast() }
    return line
  }

  /// Every row's characters, one line each, as a test or a note captures a screen.
  public var text: String {
    (0..<rows).map(text(ofRow:)).joined(separator: "\n")
  }

  private mutating func blank(row: Int, from start: Int, to end: Int, style: TextStyle) {
    for column in stride(from: max(0, start), to: min(columns, end), by: 1) {
      put(Cell(" ", style: style), at: row, column)
    }
  }

  /// Puts `cell` in place, first blanking whatever is left of a wide character it covers part of.
  private mutating func put(_ cell: Cell, at row: Int, _ column: Int) {
    let start = row * columns
    let index = start + column
    if !cell.isContinuation, cells[index].isContinuation {
      var head = index - 1
      while head > start, cells[head].isContinuation { head -= 1 }
      for covered in head..<index { cells[covered] = Cell(" ", style: cells[covered].style) }
    }
    var next = index + 1
    while next < start + columns, cells[next].isContinuation {
      cells[next] = Cell(" ", style: cells[next].style)
      next += 1
    }
    cells[index] = cell
  }

  /// `character` without the zero-width scalars a terminal would join to a neighbouring cell.
  private static func drawable(_ character: Character) -> Character {
    let scalars = character.unicodeScalars
    guard scalars.index(after: scalars.startIndex) != scalars.endIndex else { return character }
    var kept = String.UnicodeScalarView(
      character.unicodeScalars.drop { DisplayWidth.of($0) == 0 })
    while kept.last == "\u{200D}" { kept.removeLast() }
    return String(kept).first ?? character
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
  }
}
