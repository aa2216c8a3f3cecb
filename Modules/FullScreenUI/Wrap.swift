import TerminalKit

/// Breaks text into rows of a width, at spaces where it can and inside a word only when the
/// word alone is wider than a row. A row that continues a line hangs: it starts under the
/// line's text, after its indentation, so an indented or tree-drawn line stays readable.
enum Wrap {
  /// The rows of `text`, each at most `width` columns wide; an empty text is one empty row.
  /// - Parameter hangingIndent: the columns a continuation row starts at, as under the second
  ///   column of a listing; by default the line's own indentation (``indentation(of:)``).
  static func rows(_ text: String, width: Int, hangingIndent: Int? = nil) -> [String] {
    let width = max(1, width)
    guard DisplayWidth.of(text) > width else { return [text] }
    let lead = indentation(of: text)
    var hang = hangingIndent.map { String(repeating: " ", count: $0) } ?? continuation(of: lead)
    if DisplayWidth.of(hang) > width / 2 { hang = "" }
    var leadWidth = DisplayWidth.of(lead)
    if leadWidth > width / 2 { leadWidth = 0 }
    let body = leadWidth == 0 ? text : String(text.dropFirst(lead.count))
    let rows = words(
      body, firstWidth: width - leadWidth, restWidth: width - DisplayWidth.of(hang))
    return rows.enumerated().map { index, row in
      index == 0 ? (leadWidth == 0 ? row : lead + row) : hang + row
    }
  }

  /// The spaces and tree branches (`│ ├─ └─`) a line starts with.
  static func indentation(of text: String) -> String {
    String(text.prefix { " │├└─".contains($0) })
  }

  /// What a continuation row starts with under `indentation`: a branch becomes the line
  /// that goes on below it (`├─` becomes `│`, `└─` a space), so a tree keeps its lines.
  private static func continuation(of indentation: String) -> String {
    String(
      indentation.map { character -> Character in
        switch character {
        case "├", "│": "│"
        default: " "
        }
      })
  }

  /// `text` in rows of words, the first at most `firstWidth` columns, the others `restWidth`.
  private static func words(_ text: String, firstWidth: Int, restWidth: Int) -> [String] {
    var rows: [String] = []
    var row = ""
    var limit = max(1, firstWidth)
    for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
      let candidate = row.isEmpty ? word : row + " " + word
      if DisplayWidth.of(candidate) <= limit {
        row = candidate
        continue
      }
      if !row.isEmpty {
        rows.append(row)
        limit = max(1, restWidth)
      }
      row = word
      while DisplayWidth.of(row) > limit {
        var head = DisplayWidth.truncate(row, to: limit)
        if head.isEmpty { head = String(row.prefix(1)) }
        rows.append(head)
        limit = max(1, restWidth)
        row = String(row.dropFirst(head.count))
      }
    }
    rows.append(row)
    return rows
  }
}
