/// A screenful of character cells, rows × columns, that views draw into; a ``FrameWriter``
/// turns it, or the difference from the previous one, into terminal output.
///
/// Drawing clips to the frame and to the width given. A wide character takes two cells (the
/// second is a continuation), and is replaced by a space when only one cell is left for it.
/// Control characters are drawn as `?`, so nothing drawn can move the cursor.
public struct Frame: Hashable, Sendable {
  /// One character cell.
  public struct Cell: Hashable, Sendable {
    /// The character shown, a space when empty.
    public var character: Character
    /// How it is drawn.
    public var style: TextStyle
    /// Whether this is the right half of the wide character in the cell before it.
    public var isContinuation: Bool

    /// A cell showing `character` in `style`.
    public init(_ character: Character = " ", style: TextStyle = .plain) {
      self.character = character
      self.style = style
      self.isContinuation = false
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
      let shown: Character = isControl ? "?" : character
      let cellWidth = isControl ? 1 : DisplayWidth.of(character)
      if cellWidth == 0 { continue }
      if position + cellWidth > limit {
        if position < limit, position >= 0 { put(Cell(" ", style: style), at: row, position) }
        position = limit
        break
      }
      if position >= 0 {
        put(Cell(shown, style: style), at: row, position)
        if cellWidth == 2 { put(.continuation(style), at: row, position + 1) }
      } else if position + cellWidth > 0 {
        put(Cell(" ", style: style), at: row, 0)
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

  private mutating func put(_ cell: Cell, at row: Int, _ column: Int) {
    let index = row * columns + column
    if !cell.isContinuation, cells[index].isContinuation, column > 0 {
      cells[index - 1] = Cell(" ", style: cells[index - 1].style)
    }
    if column + 1 < columns, cells[index + 1].isContinuation {
      cells[index + 1] = Cell(" ", style: cells[index + 1].style)
    }
    cells[index] = cell
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
  }
}
