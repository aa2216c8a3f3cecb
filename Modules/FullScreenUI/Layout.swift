import TerminalKit

/// A screen's lines laid out for a width: text wrapped into rows, each selectable line one row.
struct Layout {
  /// One row on screen.
  struct Row {
    var text: String
    var style: TextStyle
    var detail: String
    /// The selectable item the row shows, counted from 0.
    var item: Int?
  }

  private(set) var rows: [Row] = []
  /// What each selectable item does, in order.
  private(set) var items: [Line.Item] = []
  /// Each selectable item's swipe action, if it has one.
  private(set) var swipeActions: [Line.SwipeAction?] = []
  /// The row of each selectable item.
  private(set) var itemRows: [Int] = []

  /// Lays out `lines` for `width` columns.
  init(_ lines: [Line], width: Int) {
    for line in lines {
      if let item = line.item {
        itemRows.append(rows.count)
        rows.append(Row(text: line.text, style: line.style, detail: line.detail, item: items.count))
        items.append(item)
        swipeActions.append(line.swipeAction)
        continue
      }
      let text = line.detail.isEmpty ? line.text : line.text + " " + line.detail
      for row in Wrap.rows(text, width: width, hangingIndent: line.hangingIndent) {
        rows.append(Row(text: row, style: line.style, detail: "", item: nil))
      }
    }
  }

  /// The fields of the form, in order.
  var fields: [Field] {
    items.indices.compactMap(field(at:))
  }

  /// The field that item `index` is, if it is one.
  func field(at index: Int) -> Field? {
    guard index < items.count, case .field(let field) = items[index] else { return nil }
    return field
  }
}

/// Where things go on a terminal of a given size: the header, tab bar and breadcrumb at the
/// top, the status and key hints at the bottom, the screen's body between, and the trace pane
/// above the status when there is one. Boxes (sheets, alerts, the modal, overlays) are centred
/// over everything but the header, the status and the hints.
struct Geometry {
  /// Rows above the body: header, tab bar, breadcrumb, a rule.
  static let bodyTop = 4
  /// Columns before a row's text: the selection marker and a space.
  static let gutter = 2
  /// Columns a field's label takes.
  static let labelWidth = 10

  let size: TerminalSize
  /// Rows of the trace pane, its rule excluded; 0 without one.
  let paneRows: Int

  init(size: TerminalSize, tracePane: Bool) {
    self.size = size
    paneRows = tracePane ? min(8, max(3, size.rows / 4)) : 0
  }

  var statusRow: Int { size.rows - 2 }
  var hintsRow: Int { size.rows - 1 }
  var bodyHeight: Int {
    max(1, size.rows - Self.bodyTop - 2 - (paneRows > 0 ? paneRows + 1 : 0))
  }
  var paneTop: Int { Self.bodyTop + bodyHeight }
  /// Columns for the text of a body row.
  var textWidth: Int { max(8, size.columns - Self.gutter - 2) }

  /// A box's place on screen.
  struct Box: Hashable {
    let top: Int
    let left: Int
    let width: Int
    /// Rows inside the border.
    let innerHeight: Int
    /// Columns for the text of a row in the box.
    var textWidth: Int { width - 2 - Geometry.gutter - 1 }
  }

  /// The most rows a box holds inside its border.
  var boxMaxInner: Int { max(1, size.rows - 5) }

  /// `lines` laid out in a box, and the box centred for them: narrow for a sheet, an alert,
  /// the modal or the back menu, wide for a text overlay such as `:help`.
  func box(_ lines: [Line], wide: Bool) -> (layout: Layout, box: Box) {
    let width = max(20, min(size.columns - 4, wide ? 76 : 60))
    let layout = Layout(lines, width: width - 3 - Self.gutter)
    let inner = min(max(1, layout.rows.count), boxMaxInner)
    let top = 1 + max(0, (size.rows - 3 - (inner + 2)) / 2)
    return (
      layout,
      Box(top: top, left: max(0, (size.columns - width) / 2), width: width, innerHeight: inner)
    )
  }
}
