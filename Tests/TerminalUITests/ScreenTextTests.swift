import TerminalCommands
import Testing

@testable import TerminalUI

/// `ScreenText` writes what `TerminalStyle`'s functions return, joined, byte for byte.
@MainActor
struct ScreenTextTests {
  private let styles = [TerminalStyle(isEnabled: false), TerminalStyle(isEnabled: true)]
  private let samples = [
    "", "Tomato soup", "Crème brûlée ★", "bell\u{7}", "esc \u{1B}[31m", "C1 \u{85}",
    "bidi \u{202E}drow", "mark \u{200F}", "line\nbreak", "tab\there", "\u{061C}x",
    String(repeating: "long ", count: 40),
  ]

  private func written(_ style: TerminalStyle, _ build: (inout ScreenText) -> Void) -> String {
    var text = ScreenText(style: style)
    build(&text)
    return String(decoding: text.bytes, as: UTF8.self)
  }

  @Test func looksMatchTheStyleFunctions() {
    for style in styles {
      for sample in samples {
        #expect(written(style) { $0.plain(sample) } == style.plain(sample))
        #expect(written(style) { $0.styled(.title, sample) } == style.title(sample))
        #expect(written(style) { $0.styled(.emphasis, sample) } == style.emphasis(sample))
        #expect(written(style) { $0.styled(.dim, sample) } == style.dim(sample))
        #expect(written(style) { $0.styled(.problem, sample) } == style.problem(sample))
        #expect(written(style) { $0.styled(.success, sample) } == style.success(sample))
      }
    }
  }

  @Test func piecesWrittenInOneLookMatchTheWholeStyled() {
    for style in styles {
      for sample in samples {
        let pieces = written(style) {
          $0.begin(.dim)
          $0.literal("· ")
          $0.plain(sample)
          $0.literal(" · ")
          $0.number(15)
          $0.literal(" min")
          $0.end()
        }
        #expect(pieces == style.dim("· \(sample) · 15 min"))
      }
    }
  }

  @Test func numbersAreDecimal() {
    for value in [0, 7, 10, 99, 100, 12_345, -1, -250, Int.max, Int.min] {
      #expect(written(styles[0]) { $0.number(value) } == "\(value)")
    }
  }

  @Test func appendDisplayMatchesDisplayWithoutALimit() {
    for sample in samples {
      var bytes: [UInt8] = []
      SafeText.appendDisplay(sample, to: &bytes)
      #expect(String(decoding: bytes, as: UTF8.self) == SafeText.display(sample, limit: .max))
    }
  }
}
