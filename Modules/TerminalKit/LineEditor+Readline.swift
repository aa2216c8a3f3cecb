/// The kill ring, undo and the Escape prefix of ``LineEditor``, as readline's emacs mode has
/// them.
extension LineEditor {
  /// The line and its cursor, as undo brings them back.
  struct Snapshot: Hashable, Sendable {
    let value: String
    let cursor: Int
  }

  /// The last command, which the next one may join: a kill joins the kill before it, Alt-Y
  /// replaces what Ctrl-Y or Alt-Y just yanked, and typing joins the typing before it in one
  /// undo.
  enum Command: Hashable, Sendable {
    case kill
    case yank(Range<Int>)
    case typing
    case other
  }

  var snapshot: Snapshot { Snapshot(value: field.value, cursor: field.cursor) }

  /// Escape then a key is that key with Alt (readline's meta prefix): `nil` while the
  /// prefix waits for its key.
  mutating func withEscapePrefix(_ key: Key) -> Key? {
    guard isAfterEscape else {
      isAfterEscape = key == .escape
      return isAfterEscape ? nil : key
    }
    isAfterEscape = false
    switch key {
    case .character(let character): return .meta(character)
    case .backspace, .left, .right: return .modified(key, .alt)
    case .escape: return nil
    default: return key
    }
  }

  /// Applies an editing key and keeps what undo and the kill ring need.
  mutating func edit(_ key: Key) {
    let before = snapshot
    switch key {
    case .ctrl("d"): field.deleteForward()
    case .ctrl("k"): kill(field.deleteToEnd(), joining: .after)
    case .ctrl("u"): kill(field.deleteToStart(), joining: .before)
    case .ctrl("w"): kill(field.deleteWordBackward(), joining: .before)
    case .meta("d"), .meta("D"): kill(field.deleteWordForward(), joining: .after)
    case .modified(.backspace, let held) where !held.isDisjoint(with: [.alt, .ctrl]):
      kill(field.deleteWordBackwardToPunctuation(), joining: .before)
    case .ctrl("y"): yank(killRing.newest)
    case .meta("y"), .meta("Y"): yankAgain()
    case .ctrl("_"): undo()
    default: field.handle(key)
    }
    remember(before, after: key)
  }

  /// Puts `before` on the undo stack when `key` changed the line (typing in a row makes one
  /// step), and notes the command for the next key.
  mutating func remember(_ before: Snapshot, after key: Key) {
    let command: Command
    switch key {
    case .ctrl("k"), .ctrl("u"), .ctrl("w"), .meta("d"), .meta("D"): command = .kill
    case .modified(.backspace, let held) where !held.isDisjoint(with: [.alt, .ctrl]):
      command = .kill
    case .ctrl("y"), .meta("y"), .meta("Y"): command = lastCommand
    case .character, .paste: command = .typing
    default: command = .other
    }
    let joinsTyping = command == .typing && lastCommand == .typing
    if key != .ctrl("_"), before.value != field.value, !joinsTyping { undoStack.append(before) }
    if case .yank = command {} else { lastCommand = command }
  }

  /// Shows a recalled history entry, which has its own edits and so no undo of this one's.
  mutating func recall(_ entry: String) {
    field.replace(with: entry)
    undoStack = []
    lastCommand = .other
  }

  private mutating func kill(_ text: String, joining: KillRing.Joining) {
    guard !field.isSecret else { return }
    killRing.kill(text, joining: lastCommand == .kill ? joining : .none)
  }

  private mutating func yank(_ text: String?) {
    guard let text else {
      lastCommand = .other
      return
    }
    let start = field.cursor
    field.insert(text)
    lastCommand = .yank(start..<field.cursor)
  }

  private mutating func yankAgain() {
    guard case .yank(let yanked) = lastCommand else { return }
    field.cursor = yanked.upperBound
    field.remove(yanked)
    yank(killRing.rotate())
  }

  private mutating func undo() {
    guard let previous = undoStack.popLast() else { return }
    field.replace(with: previous.value)
    field.cursor = previous.cursor
    lastCommand = .other
  }
}
