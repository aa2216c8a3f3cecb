/// One editable line of text with a cursor, as a search box, a form field or a command line
/// holds it. Positions count `Character`s, so an accented letter or an emoji is one step.
public struct TextField: Hashable, Sendable {
  /// The part of a field that fits in a number of columns, and where its cursor is.
  public struct Window: Hashable, Sendable {
    /// The visible text: the value, or bullets for a secret.
    public let text: String
    /// The terminal column of the cursor, counted from the start of `text`.
    public let cursorColumn: Int
  }

  /// The text.
  public internal(set) var value: String
  /// The cursor, between `0` (before the first character) and `value.count` (after the last).
  public internal(set) var cursor: Int
  /// Whether the value is a secret, such as a password: ``display`` then shows none of it.
  public var isSecret: Bool
  /// The most characters the value may hold; typing or pasting more keeps only what fits.
  public let maxLength: Int

  /// Creates a field holding `value`, with the cursor at its end.
  public init(_ value: String = "", isSecret: Bool = false, maxLength: Int = 4096) {
    self.maxLength = max(0, maxLength)
    self.isSecret = isSecret
    self.value = ""
    self.cursor = 0
    insert(value)
  }

  /// What to draw: the value, or for a secret one bullet per character and none of the value.
  public var display: String {
    isSecret ? String(repeating: "•", count: value.count) : value
  }

  /// The terminal column of the cursor in ``display``.
  public var displayCursorColumn: Int {
    isSecret ? cursor : DisplayWidth.of(value.prefix(cursor))
  }

  /// The part of ``display`` to draw in `width` columns, scrolled so the cursor stays visible
  /// with a column to spare for it at the end.
  public func window(width: Int) -> Window {
    let text = display
    let column = displayCursorColumn
    guard width > 1 else { return Window(text: "", cursorColumn: 0) }
    if column < width {
      return Window(text: DisplayWidth.truncate(text, to: width), cursorColumn: column)
    }
    var start = text.startIndex
    var skipped = 0
    for character in text {
      if column - skipped < width { break }
      skipped += DisplayWidth.of(character)
      start = text.index(after: start)
    }
    let visible = DisplayWidth.truncate(String(text[start...]), to: width)
    return Window(text: visible, cursorColumn: column - skipped)
  }

  /// Replaces the whole value and puts the cursor at its end.
  public mutating func replace(with text: String) {
    value = ""
    cursor = 0
    insert(text)
  }

  /// Inserts `text` at the cursor and moves the cursor after it. Line breaks and tabs become
  /// spaces, other control characters are dropped, and only what fits in ``maxLength`` is kept.
  public mutating func insert(_ text: String) {
    var accepted = ""
    for character in text {
      if character == "\t" || character.isNewline {
        accepted.append(" ")
      } else if let first = character.unicodeScalars.first, !isControl(first) {
        accepted.append(character)
      }
    }
    let room = maxLength - value.count
    guard room > 0, !accepted.isEmpty else { return }
    let head = String(value.prefix(cursor)) + accepted.prefix(room)
    value = head + value.dropFirst(cursor)
    cursor = min(head.count, value.count)
  }

  /// Deletes the character before the cursor (Backspace).
  public mutating func backspace() {
    guard cursor > 0 else { return }
    remove(cursor - 1..<cursor)
  }

  /// Deletes the character under the cursor (Delete).
  public mutating func deleteForward() {
    guard cursor < value.count else { return }
    remove(cursor..<cursor + 1)
  }

  /// Moves the cursor one character left.
  public mutating func moveLeft() { cursor = max(0, cursor - 1) }

  /// Moves the cursor one character right.
  public mutating func moveRight() { cursor = min(value.count, cursor + 1) }

  /// Moves the cursor before the first character (Home, Ctrl-A).
  public mutating func moveToStart() { cursor = 0 }

  /// Moves the cursor after the last character (End, Ctrl-E).
  public mutating func moveToEnd() { cursor = value.count }

  /// Deletes everything before the cursor (Ctrl-U) and returns it.
  @discardableResult
  public mutating func deleteToStart() -> String { remove(0..<cursor) }

  /// Deletes everything from the cursor on (Ctrl-K) and returns it.
  @discardableResult
  public mutating func deleteToEnd() -> String { remove(cursor..<value.count) }

  /// Deletes the word before the cursor up to the whitespace before it, and the spaces after
  /// it (Ctrl-W, readline's unix-word-rubout), and returns what it deleted.
  @discardableResult
  public mutating func deleteWordBackward() -> String {
    let before = Array(value.prefix(cursor))
    var start = before.count
    while start > 0, before[start - 1].isWhitespace { start -= 1 }
    while start > 0, !before[start - 1].isWhitespace { start -= 1 }
    return remove(start..<cursor)
  }

  /// Applies an editing key and returns whether it was one: characters, a paste, Backspace,
  /// Delete, ←, →, Home, End, Ctrl-A, E, B, F, U, K, W and T, and the word keys Alt-B, F, D,
  /// U, L, C, Alt-Backspace and Ctrl-← and → (also Alt-← and →), as in readline's emacs mode.
  @discardableResult
  public mutating func handle(_ key: Key) -> Bool {
    switch key {
    case .character(let character): insert(String(character))
    case .paste(let text): insert(text)
    case .backspace: backspace()
    case .delete: deleteForward()
    case .left, .ctrl("b"): moveLeft()
    case .right, .ctrl("f"): moveRight()
    case .home, .ctrl("a"): moveToStart()
    case .end, .ctrl("e"): moveToEnd()
    case .ctrl("u"): deleteToStart()
    case .ctrl("k"): deleteToEnd()
    case .ctrl("w"): deleteWordBackward()
    case .ctrl("t"): transposeCharacters()
    default: return handleWordKey(key)
    }
    return true
  }

  /// Deletes the characters in `range` and returns them; the cursor goes where they were.
  @discardableResult
  mutating func remove(_ range: Range<Int>) -> String {
    guard !range.isEmpty else { return "" }
    let removed = String(value.dropFirst(range.lowerBound).prefix(range.count))
    value = String(value.prefix(range.lowerBound)) + value.dropFirst(range.upperBound)
    cursor = min(range.lowerBound, value.count)
    return removed
  }

  private func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
  }
}
