import TerminalCommands
import TerminalKit

/// Line editing at a terminal: a loop that reads keys, hands them to a `LineEditor` and
/// draws the line, in raw mode that is always restored before it returns.
///
/// Everything it touches goes through a ``Device``, so tests drive it with scripted bytes and
/// no terminal. It keeps what a terminal session needs between lines: keys typed ahead of the
/// next prompt, a half-read escape sequence, and one history per prompt, so that a user name
/// typed at `User:` is never offered at the command prompt. A secret line has no history.
@MainActor
final class LineReader {
  /// What the reader reads from and writes to.
  struct Device {
    /// Reads the next chunk, waiting at most the given milliseconds when there is a limit.
    var read: (_ waitingAtMost: Int32?) -> TerminalInput.Chunk
    /// Writes text as it is.
    var write: (String) -> Void
    /// The terminal's width in columns, when known.
    var columns: () -> Int?
    /// Switches to raw mode and returns how to switch back; `nil` when it cannot.
    var enterRawMode: () -> (() -> Void)?
    /// Stops the process as Ctrl-Z does in a shell, returning once it continues.
    var suspend: () -> Void
  }

  /// How a read ended.
  enum Outcome: Hashable {
    /// A line, `""` after Ctrl-C.
    case line(String)
    /// Ctrl-D on an empty line, or the terminal went away.
    case endOfInput
    /// Raw mode was refused: the caller reads the line some other way.
    case noTerminal
  }

  /// How long to wait after Escape for the rest of a sequence.
  static let escapeTimeout: Int32 = 50

  private let device: Device
  private var decoder = KeyDecoder()
  private var pending: [Key] = []
  private var inputEnded = false
  private var histories: [String: LineHistory] = [:]

  init(device: Device) {
    self.device = device
  }

  /// The lines kept for `prompt` so far, oldest first.
  func history(for prompt: String) -> [String] {
    histories[prompt]?.entries ?? []
  }

  /// Reads one line after `prompt`, with `completer` behind Tab. A submitted line enters the
  /// prompt's history unless it is secret or ``CommandWords/mayEnterHistory(_:)`` refuses it.
  func read(
    prompt: String, isSecret: Bool = false, completer: LineEditor.Completer? = nil
  ) -> Outcome {
    guard var restore = device.enterRawMode() else { return .noTerminal }
    defer { restore() }
    var editor = LineEditor(
      prompt: prompt, isSecret: isSecret,
      history: isSecret ? LineHistory() : histories[prompt, default: LineHistory()],
      completer: completer)
    draw(editor)
    while true {
      guard let key = nextKey() else {
        finish(editor)
        return .endOfInput
      }
      switch editor.handle(key) {
      case .editing:
        draw(editor)
      case .submitted(let line):
        finish(editor)
        if !isSecret, CommandWords.mayEnterHistory(line) {
          histories[prompt, default: LineHistory()].record(line)
        }
        return .line(line)
      case .endOfInput:
        finish(editor)
        return .endOfInput
      case .interrupted:
        finish(editor, marker: "^C")
        return .line("")
      case .candidates(let words):
        device.write("\r\n" + words.joined(separator: "  ") + "\r\n")
        draw(editor)
      case .clearScreen:
        device.write(ControlSequence.clearScreen)
        draw(editor)
      case .suspend:
        finish(editor)
        restore()
        device.suspend()
        guard let again = device.enterRawMode() else { return .noTerminal }
        restore = again
        draw(editor)
      }
    }
  }

  private func nextKey() -> Key? {
    while pending.isEmpty {
      if inputEnded { return nil }
      switch device.read(decoder.hasPendingEscape ? Self.escapeTimeout : nil) {
      case .bytes(let bytes): pending += decoder.feed(bytes)
      case .timedOut: pending += decoder.flushPendingEscape()
      case .endOfInput:
        inputEnded = true
        pending += decoder.flushPendingEscape()
      }
    }
    return pending.removeFirst()
  }

  private func draw(_ editor: LineEditor) {
    device.write(editor.rendering(width: device.columns() ?? 80).redrawSequence)
  }

  /// Leaves the whole line on screen, none of a secret, and moves to the next line.
  private func finish(_ editor: LineEditor, marker: String = "") {
    device.write(
      "\r" + SafeText.display(editor.transcript, limit: .max) + marker
        + ControlSequence.eraseToEndOfLine + "\r\n")
  }
}
