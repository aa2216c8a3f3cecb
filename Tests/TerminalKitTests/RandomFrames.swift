#if canImport(TerminalKit)
  import TerminalKit
#endif

/// A reproducible random walk of frames for the property that an incremental update ends as a
/// full redraw does. Each frame is drawn over the previous one, or now and then from blank, with
/// text full of clusters of every width. Scripts/frame-property.sh compiles this file too.
struct RandomFrames: IteratorProtocol {
  /// Grapheme clusters the walk draws: marks, Indic conjuncts and spacing marks, emoji ZWJ,
  /// modifier, keycap and flag sequences, VS15 and VS16, Hangul jamo, CJK, controls and joiners.
  static let clusters = [
    "a", "b", " ", "é", "e\u{301}", "a\u{308}\u{301}", "中", "文", "Ａ", "ｶ", "한",
    "\u{1100}\u{1161}\u{11A8}", "\u{110B}\u{D7B0}", "कि", "क्ष", "हि", "न्दी", "ক্ষ", "த்", "லை",
    "\u{600}1", "👍🏽", "👩🏽‍💻", "👨‍👩‍👧", "🇷🇴", "🇷", "❤️", "❤", "1️⃣", "#⃣", "A\u{FE0F}",
    "中\u{FE0F}", "⌚\u{FE0E}", "😀", "🏳️‍🌈", "\u{18D00}", "\u{200B}", "\u{AD}", "\u{2028}",
    "\u{301}", "a\u{200D}", "\u{1B}", "\u{7F}", "\u{93F}",
  ]

  private static let styles = [
    TextStyle.plain, TextStyle(bold: true), TextStyle(reversed: true),
    TextStyle(underlined: true, foreground: .red),
  ]

  private var random: SplitMix
  private var frame: Frame

  /// A walk over frames of `size`, the same for the same `seed`.
  init(seed: UInt64, size: TerminalSize) {
    random = SplitMix(state: seed)
    frame = Frame(size: size)
  }

  mutating func next() -> Frame? {
    if random.below(8) == 0 {
      frame = Frame(size: TerminalSize(rows: frame.rows, columns: frame.columns))
    }
    for _ in 0...random.below(4) { change() }
    frame.cursor =
      random.below(3) == 0
      ? nil
      : Frame.Position(row: random.below(frame.rows), column: random.below(frame.columns))
    return frame
  }

  private mutating func change() {
    let row = random.below(frame.rows)
    let column = random.below(frame.columns + 2) - 1
    let style = Self.styles[random.below(Self.styles.count)]
    switch random.below(6) {
    case 0:
      frame.fill(row: row, from: column, width: random.below(frame.columns), style: style)
    case 1:
      frame.restyle(row: row, from: column, width: random.below(frame.columns), style: style)
    default:
      let text = (0...random.below(8)).map { _ in
        Self.clusters[random.below(Self.clusters.count)]
      }.joined()
      let width = random.below(3) == 0 ? random.below(frame.columns) : nil
      frame.draw(text, row: row, column: column, style: style, width: width)
    }
  }
}

/// SplitMix64, so that a failing walk can be run again from its seed.
struct SplitMix {
  var state: UInt64

  mutating func below(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((value ^ (value >> 31)) % UInt64(max(1, bound)))
  }
}
