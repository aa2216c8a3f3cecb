import Testing

@testable import TerminalKit

@MainActor
struct DisplayWidthTests {
  @Test(arguments: [
    ("", 0), ("abc", 3), ("né", 2), ("e\u{301}", 1), ("中文", 4), ("ｶ", 1), ("Ａ", 2),
    ("한국어", 6), ("😀", 2), ("👨‍👩‍👧", 2), ("🇷🇴", 2), ("❤", 1),
    ("a\u{200B}b", 2), ("\u{1B}", 0), ("\t", 0), ("\u{85}", 0), ("…", 1), ("›", 1), ("•", 1),
    ("\u{AD}", 1), ("\u{3000}", 2),
  ])
  func measuresTerminalColumns(text: String, columns: Int) {
    #expect(DisplayWidth.of(text) == columns)
  }

  @Test(arguments: [
    ("कि", 2), ("क्ष", 2), ("हिन्दी", 5), ("\u{600}1", 2), ("A\u{FE0F}", 1), ("中\u{FE0F}", 2),
    ("👍🏽", 4), ("1\u{FE0F}\u{20E3}", 1), ("#\u{20E3}", 1), ("❤️", 1), ("\u{2028}", 0),
    ("\u{2029}", 0), ("\u{1100}\u{1161}\u{11A8}", 2), ("\u{110B}\u{D7B0}", 2),
  ])
  func measuresAGraphemeClusterByAllItsScalarsAsTmuxDraws(text: String, columns: Int) {
    #expect(DisplayWidth.of(text) == columns)
    #expect(text.reduce(0) { $0 + DisplayWidth.of($1) } == columns)
  }

  @Test func swiftGroupsIndicConjunctsByUnicode15Point1() {
    #expect("क्ष".count == 1)
    #expect("हिन्दी".count == 2)
  }

  @Test func tangutSupplementIsWide() {
    for value in UInt32(0x18D00)...0x18D08 {
      #expect(DisplayWidth.of(Character(Unicode.Scalar(value)!)) == 2, "U+\(value)")
    }
  }

  @Test func hangulJamoThatJoinASyllableAreZeroWide() {
    let joining = Array(0xD7B0...0xD7C6) + Array(0xD7CB...0xD7FB) + Array(0x1160...0x11FF)
    for value in joining {
      #expect(DisplayWidth.of(Unicode.Scalar(UInt32(value))!) == 0, "U+\(value)")
    }
  }

  @Test(arguments: [
    ("hello", 10, "", "hello"),
    ("hello world", 5, "", "hello"),
    ("hello world", 5, "…", "hell…"),
    ("中文字", 5, "", "中文"),
    ("中文字", 4, "…", "中…"),
    ("abc", 0, "…", ""),
    ("abcdef", 1, "…", "…"),
    ("e\u{301}tude", 3, "", "e\u{301}tu"),
  ])
  func truncatesToAWidth(text: String, width: Int, ellipsis: String, result: String) {
    let cut = DisplayWidth.truncate(text, to: width, ellipsis: ellipsis)
    #expect(cut == result)
    #expect(DisplayWidth.of(cut) <= max(0, width))
  }

  @Test(arguments: [("ab", 4, "ab  "), ("中文字", 5, "中文 "), ("abcdef", 3, "abc"), ("", 2, "  ")])
  func fitsToExactlyAWidth(text: String, width: Int, result: String) {
    #expect(DisplayWidth.fit(text, to: width) == result)
    #expect(DisplayWidth.of(DisplayWidth.fit(text, to: width)) == width)
  }
}
