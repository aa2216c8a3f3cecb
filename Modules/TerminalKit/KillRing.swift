/// The text kill commands (Ctrl-K, Ctrl-U, Ctrl-W, Alt-D, Alt-Backspace) removed, newest first,
/// for Ctrl-Y to yank back and Alt-Y to rotate, as readline's kill ring. Kills in a row make
/// one entry, as readline joins them.
public struct KillRing: Hashable, Sendable {
  /// Where a kill's text goes relative to the entry of the kill just before it.
  public enum Joining: Hashable, Sendable {
    /// A new entry.
    case none
    /// After the newest entry, as a forward kill (Ctrl-K, Alt-D) in a row does.
    case after
    /// Before the newest entry, as a backward kill (Ctrl-U, Ctrl-W, Alt-Backspace) in a row does.
    case before
  }

  /// The entries, newest first.
  public private(set) var entries: [String] = []
  /// The most entries kept; the oldest go first.
  public let limit: Int

  /// An empty ring that keeps at most `limit` entries.
  public init(limit: Int = 16) {
    self.limit = max(1, limit)
  }

  /// The entry Ctrl-Y yanks.
  public var newest: String? { entries.first }

  /// Keeps `text` as a new entry or joined to the newest one; empty text changes nothing.
  public mutating func kill(_ text: String, joining: Joining = .none) {
    guard !text.isEmpty else { return }
    switch (joining, entries.first) {
    case (.after, let newest?): entries[0] = newest + text
    case (.before, let newest?): entries[0] = text + newest
    default:
      entries.insert(text, at: 0)
      if entries.count > limit { entries.removeLast(entries.count - limit) }
    }
  }

  /// Moves the newest entry to the back (Alt-Y) and returns the entry now newest.
  public mutating func rotate() -> String? {
    guard entries.count > 1 else { return newest }
    entries.append(entries.removeFirst())
    return newest
  }
}
