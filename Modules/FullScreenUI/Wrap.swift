import TerminalKit

/// Breaks text into rows of a width, at spaces where it can and inside a word only when the
/// word alone is wider than a row.
enum Wrap {
  /// The rows of `text`, each at most `width` columns wide; an empty text is one empty row.
  static func rows(_ text: String, width: Int) -> [String] {
    let width = max(1, width)
    guard DisplayWidth.of(text) > width else { return [text] }
    var rows: [String] = []
    var row = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
      let candidate = row.isEmpty ? word : row + " " + word
      if DisplayWidth.of(candidate) <= width {
        row = candidate
        continue
      }
      if !row.isEmpty { rows.append(row) }
      row = word
      while DisplayWidth.of(row) > width {
        let head = DisplayWidth.truncate(row, to: width)
        rows.append(head)
        row = String(row.dropFirst(head.count))
      }
    }
    rows.append(row)
    return rows
  }
}
