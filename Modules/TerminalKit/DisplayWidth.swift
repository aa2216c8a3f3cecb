/// How many terminal columns text takes, and text cut or padded to a number of columns.
///
/// A grapheme cluster (a `Character`) takes the columns of its scalars added up, as tmux draws
/// it: each scalar that has a width starts a cell of its own, so the spacing mark of `कि` and
/// the skin tone of `👍🏽` take columns, while marks, joiners, variation selectors and the jamo
/// that join a Hangul syllable take none. A scalar after a zero width joiner joins the cell
/// before it, so an emoji ZWJ sequence takes the columns of its first emoji. A scalar's own
/// width comes from a table generated from the Unicode Character Database
/// (``unicodeVersion``): 2 for East Asian Wide and Fullwidth, 0 for controls, marks, format
/// and default-ignorable characters. Docs/Terminals.md lists the rules and why.
public enum DisplayWidth {
  /// The columns `character` takes.
  public static func of(_ character: Character) -> Int {
    var scalars = character.unicodeScalars.makeIterator()
    guard let first = scalars.next() else { return 0 }
    var columns = of(first)
    var afterJoiner = first.value == 0x200D
    while let scalar = scalars.next() {
      if !afterJoiner { columns += of(scalar) }
      afterJoiner = scalar.value == 0x200D
    }
    return columns
  }

  /// The columns `text` takes.
  public static func of(_ text: some StringProtocol) -> Int {
    if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return text.utf8.count }
    return text.reduce(0) { $0 + of($1) }
  }

  /// The columns `scalar` takes when a terminal prints it on its own.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x300 { return value < 0x20 || (0x7F..<0xA0).contains(value) ? 0 : 1 }
    var low = 0
    var high = scalarWidthRuns.count / 3 - 1
    while low <= high {
      let middle = (low + high) / 2
      if value < scalarWidthRuns[middle * 3] {
        high = middle - 1
      } else if value > scalarWidthRuns[middle * 3 + 1] {
        low = middle + 1
      } else {
        return Int(scalarWidthRuns[middle * 3 + 2])
      }
    }
    return 1
  }

  /// The longest start of `text` that fits in `width` columns; when `text` is cut, it ends
  /// with `ellipsis`, which then counts in the width.
  public static func truncate(_ text: String, to width: Int, ellipsis: String = "") -> String {
    guard width > 0 else { return "" }
    if of(text) <= width { return text }
    let room = width - of(ellipsis)
    guard room >= 0 else { return truncate(ellipsis, to: width) }
    var result = ""
    var used = 0
    for character in text {
      let columns = of(character)
      if used + columns > room { break }
      result.append(character)
      used += columns
    }
    return result + ellipsis
  }

  /// `text` cut to `width` columns, then padded with spaces to exactly `width` columns.
  public static func fit(_ text: String, to width: Int, ellipsis: String = "") -> String {
    let cut = truncate(text, to: width, ellipsis: ellipsis)
    return cut + String(repeating: " ", count: max(0, width - of(cut)))
  }
}
