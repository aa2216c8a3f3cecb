/// The cells that differ between two frames of the same size, gathered into runs that a
/// ``FrameWriter`` draws with one cursor move each.
///
/// Unchanged cells between two changes on a row join the run when there are at most
/// ``mergeGap`` of them, since drawing them again costs fewer bytes than moving the cursor.
/// A run never starts or ends inside a character that takes several cells.
public struct FrameDiff: Hashable, Sendable {
  /// Cells to draw from one position on a row.
  public struct Run: Hashable, Sendable {
    /// Where the run starts.
    public let position: Frame.Position
    /// The cells to draw there, continuation cells of wide characters included.
    public let cells: [Frame.Cell]
  }

  /// The most unchanged cells a run takes in to avoid a cursor move.
  public static let mergeGap = 4

  /// The runs, top to bottom and left to right.
  public let runs: [Run]

  /// The runs that turn `previous` into `next`; frames of different sizes differ in every cell.
  public init(from previous: Frame, to next: Frame) {
    guard previous.rows == next.rows, previous.columns == next.columns else {
      runs = (0..<next.rows).map { row in
        Run(
          position: Frame.Position(row: row, column: 0),
          cells: (0..<next.columns).map { next[row, $0] })
      }
      return
    }
    let columns = next.columns
    var runs: [Run] = []
    // Cells are compared in place, through the arrays' buffers: a subscript would copy each
    // cell, and a frame at 200×60 compares 12,000 of them.
    previous.cells.withUnsafeBufferPointer { before in
      next.cells.withUnsafeBufferPointer { after in
        for row in 0..<next.rows {
          let base = row * columns
          var column = 0
          while column < columns {
            guard before[base + column] != after[base + column] else {
              column += 1
              continue
            }
            var start = column
            while start > 0, after[base + start].isContinuation { start -= 1 }
            var end = column + 1
            var scan = end
            while scan < columns, scan - end <= Self.mergeGap {
              if before[base + scan] != after[base + scan] { end = scan + 1 }
              scan += 1
            }
            while end < columns, after[base + end].isContinuation { end += 1 }
            runs.append(
              Run(
                position: Frame.Position(row: row, column: start),
                cells: Array(after[(base + start)..<(base + end)])))
            column = end
          }
        }
      }
    }
    self.runs = runs
  }
}
