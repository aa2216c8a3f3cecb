import Testing

@testable import TerminalKit

@MainActor
struct DisplayWidthTests {
  @Test(arguments: [
    ("", 0), ("abc", 3), ("né", 2), ("e\u{301}", 1), ("中文", 4), ("ｶ", 1), ("Ａ", 2),
    ("한국어", 6), ("😀", 2), ("👍🏽", 2), ("👨‍👩‍👧", 2), ("🇷🇴", 2), ("❤️", 2), ("❤", 1),
    ("a\u{200B}b", 2), ("\u{1B}", 0), ("\t", 0), ("\u{85}", 0), ("…", 1), ("›", 1), ("•", 1),
    ("\u{AD}", 1), ("\u{3000}", 2),
  ])
  func measuresTerminalColumns(text: String, columns: Int) {
    #expect(DisplayWidth.of(text) == columns)
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
