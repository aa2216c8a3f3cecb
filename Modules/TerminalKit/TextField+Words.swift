/// Readline's word commands on a ``TextField``. A word is a run of letters and digits, counted
/// in grapheme clusters, so `हिन्दी` is one word of two characters.
extension TextField {
  /// How ``changeCaseOfWord(_:)`` changes a word.
  public enum WordCase: Hashable, Sendable {
    /// Alt-U: every letter upper case.
    case upper
    /// Alt-L: every letter lower case.
    case lower
    /// Alt-C: the first letter upper case, the others lower case.
    case capitalized
  }

  /// Moves the cursor to the start of the word before it (Alt-B, Ctrl-←).
  public mutating func moveWordBackward() { cursor = wordStart(before: cursor) }

  /// Moves the cursor to the end of the word after it (Alt-F, Ctrl-→).
  public mutating func moveWordForward() { cursor = wordEnd(after: cursor) }

  /// Deletes from the cursor to the end of the word after it (Alt-D) and returns it.
  @discardableResult
  public mutating func deleteWordForward() -> String { remove(cursor..<wordEnd(after: cursor)) }

  /// Deletes from the start of the word before the cursor up to the cursor (Alt-Backspace,
  /// readline's backward-kill-word) and returns it; punctuation ends a word, unlike Ctrl-W.
  @discardableResult
  public mutating func deleteWordBackwardToPunctuation() -> String {
    remove(wordStart(before: cursor)..<cursor)
  }

  /// Swaps the character before the cursor with the one under it and moves past both (Ctrl-T);
  /// at the end of the line, swaps the last two.
  public mutating func transposeCharacters() {
    var characters = Array(value)
    guard characters.count >= 2, cursor > 0 else { return }
    let second = min(cursor, characters.count - 1)
    characters.swapAt(second - 1, second)
    value = String(characters)
    cursor = min(value.count, second + 1)
  }

  /// Changes the case of the text from the cursor to the end of the word after it (Alt-U,
  /// Alt-L, Alt-C) and moves the cursor after it.
  public mutating func changeCaseOfWord(_ change: WordCase) {
    let characters = Array(value)
    let end = wordEnd(after: cursor)
    var word = String(characters[cursor..<end])
    switch change {
    case .upper: word = word.uppercased()
    case .lower: word = word.lowercased()
    case .capitalized:
      let start = word.firstIndex(where: Self.isWordCharacter) ?? word.endIndex
      word =
        word[..<start] + word[start...].prefix(1).uppercased()
        + word[start...].dropFirst().lowercased()
    }
    let changed = String(characters[..<cursor]) + word + String(characters[end...])
    guard changed.count <= maxLength else { return }
    value = changed
    cursor += word.count
  }

  /// Applies Alt-B, F, D, U, L, C, Alt-Backspace and Ctrl- or Alt-← and →; returns whether
  /// `key` was one of them.
  mutating func handleWordKey(_ key: Key) -> Bool {
    switch key {
    case .meta(let letter):
      switch letter.lowercased() {
      case "b": moveWordBackward()
      case "f": moveWordForward()
      case "d": deleteWordForward()
      case "u": changeCaseOfWord(.upper)
      case "l": changeCaseOfWord(.lower)
      case "c": changeCaseOfWord(.capitalized)
      default: return false
      }
    case .modified(.left, let modifiers) where !modifiers.isDisjoint(with: [.ctrl, .alt]):
      moveWordBackward()
    case .modified(.right, let modifiers) where !modifiers.isDisjoint(with: [.ctrl, .alt]):
      moveWordForward()
    case .modified(.backspace, let modifiers) where !modifiers.isDisjoint(with: [.ctrl, .alt]):
      deleteWordBackwardToPunctuation()
    default: return false
    }
    return true
  }

  private func wordStart(before position: Int) -> Int {
    let characters = Array(value)
    var start = position
    while start > 0, !Self.isWordCharacter(characters[start - 1]) { start -= 1 }
    while start > 0, Self.isWordCharacter(characters[start - 1]) { start -= 1 }
    return start
  }

  private func wordEnd(after position: Int) -> Int {
    let characters = Array(value)
    var end = position
    while end < characters.count, !Self.isWordCharacter(characters[end]) { end += 1 }
    while end < characters.count, Self.isWordCharacter(characters[end]) { end += 1 }
    return end
  }

  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber
  }
}
