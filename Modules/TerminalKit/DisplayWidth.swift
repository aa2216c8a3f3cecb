/// How many terminal columns text takes, and text cut or padded to a number of columns.
///
/// A character is measured by its first scalar: East Asian wide and fullwidth characters and
/// emoji shown as emoji take 2 columns; combining marks, format characters (such as the zero
/// width joiner) and controls take 0; everything else takes 1. A character followed by the
/// emoji variation selector (U+FE0F) takes 2. This is what common terminals do, though
/// terminals disagree on some emoji.
public enum DisplayWidth {
  /// The columns `character` takes.
  public static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    let width = of(first)
    if width == 1, scalars.contains("\u{FE0F}") { return 2 }
    return width
  }

  /// The columns `text` takes.
  public static func of(_ text: some StringProtocol) -> Int {
    if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return text.utf8.count }
    return text.reduce(0) { $0 + of($1) }
  }

  /// The columns `scalar` takes when it starts a character.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    if value < 0x300 { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return 0
    default: break
    }
    if (0x1160...0x11FF).contains(value) { return 0 }
    if scalar.properties.isEmojiPresentation || isWide(value) { return 2 }
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

  /// Whether `value` is East Asian Wide or Fullwidth; wide emoji are found by their
  /// `isEmojiPresentation` property instead.
  private static func isWide(_ value: UInt32) -> Bool {
    guard value >= 0x1100 else { return false }
    var low = 0
    var high = wideRanges.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let range = wideRanges[middle]
      if value < range.lowerBound {
        high = middle - 1
      } else if value > range.upperBound {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }

  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
    0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF,
    0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4,
    0x17000...0x18CFF, 0x1AFF0...0x1B2FF, 0x1F200...0x1F2FF, 0x20000...0x2FFFD,
    0x30000...0x3FFFD,
  ]
}
