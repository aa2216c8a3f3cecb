/// The editing logic of a prompt that reads one line: it consumes ``Key``s and says what
/// happened, and it renders the line for a terminal writer to draw. It does no input or
/// output itself, so every behaviour is a unit test away.
///
/// Keys, as readline's emacs mode binds them: those of ``TextField``; ↑ and ↓ (also Ctrl-P,
/// Ctrl-N) walk the ``LineHistory``, whose entries keep their edits until Enter; Ctrl-K,
/// Ctrl-U, Ctrl-W, Alt-D and Alt-Backspace kill into the ``KillRing``, Ctrl-Y yanks and Alt-Y
/// then rotates; Ctrl-_ undoes; Escape then a key is that key with Alt; Tab completes the
/// word before the cursor through the caller's ``Completer``; Enter submits; Ctrl-D on an
/// empty line is the end of input (elsewhere it deletes forward); Ctrl-C interrupts the line;
/// Ctrl-L asks for a clear screen and Ctrl-Z for a suspension. A secret editor shows nothing
/// of the value, offers neither history nor completion, and kills nothing into the ring.
public struct LineEditor: Sendable {
  /// What a key led to.
  public enum Outcome: Hashable, Sendable {
    /// The line changed, or not; redraw it.
    case editing
    /// Enter: the line is done.
    case submitted(String)
    /// Ctrl-D on an empty line: no more input will come.
    case endOfInput
    /// Ctrl-C: the line is abandoned.
    case interrupted
    /// Tab found several completions it cannot choose between: list them, then redraw.
    case candidates([String])
    /// Ctrl-L: clear the screen, then redraw the line.
    case clearScreen
    /// Ctrl-Z: give the terminal back and stop the process as the shell's job control does,
    /// then redraw.
    case suspend
  }

  /// The line as a terminal shows it: the prompt and the visible part of the value.
  public struct Rendering: Hashable, Sendable {
    /// The prompt and the visible text, to draw from the first column.
    public let text: String
    /// The column where the cursor goes.
    public let cursorColumn: Int

    /// Redraws the line in place: carriage return, the text, erase to the end of the line,
    /// then the cursor moved to its column.
    public var redrawSequence: String {
      "\r" + text + ControlSequence.eraseToEndOfLine + "\r"
        + (cursorColumn > 0 ? ControlSequence.cursorForward(cursorColumn) : "")
    }
  }

  /// Completions of the word before the cursor: given the line up to the cursor, the words
  /// that may replace the text after its last space.
  public typealias Completer = @Sendable (_ lineBeforeCursor: String) -> [String]

  /// What is shown before the line.
  public let prompt: String
  /// The line being edited.
  public internal(set) var field: TextField
  /// This editor's copy of the history, which ↑ and ↓ walk.
  public internal(set) var history: LineHistory
  /// The text killed and not forgotten, which a caller may hand to the next editor.
  public internal(set) var killRing: KillRing
  private let completer: Completer?
  var lastCommand = Command.other
  var undoStack: [Snapshot] = []
  var isAfterEscape = false

  /// Creates an editor showing `prompt`, walking `history` and completing with `completer`;
  /// a secret editor uses neither.
  public init(
    prompt: String, isSecret: Bool = false, history: LineHistory = LineHistory(),
    killRing: KillRing = KillRing(), completer: Completer? = nil
  ) {
    self.prompt = prompt
    self.field = TextField(isSecret: isSecret)
    self.history = history
    self.killRing = killRing
    self.completer = isSecret ? nil : completer
  }

  /// Applies `key` and says what it led to.
  public mutating func handle(_ key: Key) -> Outcome {
    guard let key = withEscapePrefix(key) else { return .editing }
    switch key {
    case .enter:
      history.stopBrowsing()
      return .submitted(field.value)
    case .ctrl("c"): return .interrupted
    case .ctrl("d") where field.value.isEmpty: return .endOfInput
    case .ctrl("l"): return .clearScreen
    case .ctrl("z"): return .suspend
    case .up, .ctrl("p"):
      if !field.isSecret, let entry = history.previous(current: field.value) { recall(entry) }
    case .down, .ctrl("n"):
      if !field.isSecret, let entry = history.next(current: field.value) { recall(entry) }
    case .tab:
      let before = snapshot
      let outcome = complete()
      remember(before, after: key)
      return outcome
    default: edit(key)
    }
    return .editing
  }

  /// The line fitted to a terminal `width` columns wide, never reaching the last column so
  /// that the terminal does not wrap.
  public func rendering(width: Int) -> Rendering {
    let shownPrompt = DisplayWidth.truncate(prompt, to: max(0, width - 1))
    let promptWidth = DisplayWidth.of(shownPrompt)
    guard !field.isSecret else { return Rendering(text: shownPrompt, cursorColumn: promptWidth) }
    let window = field.window(width: max(0, width - promptWidth - 1))
    return Rendering(
      text: shownPrompt + window.text, cursorColumn: promptWidth + window.cursorColumn)
  }

  /// The line as it stays on screen once done: the prompt and the whole value, or only the
  /// prompt for a secret.
  public var transcript: String {
    field.isSecret ? prompt : prompt + field.value
  }

  private mutating func complete() -> Outcome {
    guard let completer else { return .editing }
    let before = String(field.value.prefix(field.cursor))
    let word = String(before.reversed().prefix(while: { !$0.isWhitespace }).reversed())
    var seen: Set<String> = []
    let candidates = completer(before).filter { seen.insert($0).inserted }
    guard let first = candidates.first else { return .editing }
    let common = candidates.dropFirst().reduce(first) { Self.commonPrefix($0, $1) }
    if candidates.count == 1 {
      let after = field.value.dropFirst(field.cursor).first
      replaceWord(of: word.count, with: after == " " ? first : first + " ")
      return .editing
    }
    if common.count > word.count {
      replaceWord(of: word.count, with: common)
      return .editing
    }
    return .candidates(candidates.sorted())
  }

  private mutating func replaceWord(of length: Int, with text: String) {
    for _ in 0..<length { field.backspace() }
    field.insert(text)
  }

  private static func commonPrefix(_ lhs: String, _ rhs: String) -> String {
    String(zip(lhs, rhs).prefix(while: { $0 == $1 }).map(\.0))
  }
}
