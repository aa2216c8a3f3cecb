import Testing

@testable import TerminalCommands

/// The parser splits ASCII lines on their bytes; the words must be those that splitting on
/// characters gives, for the vocabulary and for odd input.
struct CommandWordSplitTests {
  private func characterWords(_ line: String) -> [String] {
    line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
  }

  @Test(arguments: [
    "", " ", "\t", "  \t ", "help", "  where  ", "login demo demo-pass-1", "search green\tcurry",
    "search", "search soup", "tab favorites", "1", "12 3", "\tback\t", "name  Rye flour ",
    "export  my recipes/carbonara.md  ", "open cookbook://recipes/tiramisu?sheet=share",
    "a\r\nb", "x\u{0}y", "\u{1B}[31m red", "del\u{7F} x", "crème brûlée", "search café au lait",
    "a \u{301}b", "a\t\u{301} b", "\u{A0}nbsp\u{A0}", "ideographic\u{3000}space", "emoji 👩‍🍳 x",
    "tab\u{200F} pantry",
  ])
  func splitsAsCharactersDo(line: String) {
    #expect(CommandParser.words(of: line) == characterWords(line))
  }

  @Test func randomLinesSplitAsCharactersDo() {
    let pieces = [" ", "\t", "a", "Z", "7", "-", "\r", "\n", "é", "\u{301}", "\u{A0}", "ß"]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<3_000 {
      let line = (0..<Int.random(in: 0...12, using: &generator))
        .map { _ in pieces.randomElement(using: &generator)! }.joined()
      #expect(CommandParser.words(of: line) == characterWords(line), "\(line.debugDescription)")
    }
  }
}
