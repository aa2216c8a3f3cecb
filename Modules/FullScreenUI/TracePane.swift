import TerminalKit

/// The rows of the trace pane: the newest trace lines that fit, each wrapped rather than cut,
/// its rows hanging under its text, after the `[kind]` label and the depth's indentation.
enum TracePane {
  /// The last `count` rows of `lines` wrapped to `width` columns.
  static func rows(_ lines: [String], width: Int, count: Int) -> [String] {
    var rows: [String] = []
    for line in lines.reversed() where rows.count < count {
      rows.insert(
        contentsOf: Wrap.rows(line, width: width, hangingIndent: textColumn(of: line)), at: 0)
    }
    return rows.suffix(count)
  }

  /// The column where a trace line's text starts, after its `[kind]` label and the spaces
  /// that follow it; `nil` for a line without a label, such as a warning.
  static func textColumn(of line: String) -> Int? {
    guard line.hasPrefix("["), let close = line.firstIndex(of: "]") else { return nil }
    let text = line[line.index(after: close)...].drop { $0 == " " }
    return DisplayWidth.of(String(line[..<text.startIndex]))
  }
}
