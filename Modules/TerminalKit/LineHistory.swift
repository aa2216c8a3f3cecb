/// The lines entered during this run, oldest first, and a position for ↑ and ↓ to walk them.
///
/// What enters is the caller's decision: it calls ``record(_:)`` only for lines that may be
/// kept, so a password, or a line that carries one, is simply never recorded. Blank lines
/// and a repeat of the line just before are not kept either. Walking up first keeps the line
/// being typed as a draft, which walking back down past the newest entry returns; an entry
/// edited while shown keeps its edits, as readline's do, until a line is recorded or browsing
/// stops, when every entry is as it was again.
public struct LineHistory: Hashable, Sendable {
  /// The recorded lines, oldest first.
  public private(set) var entries: [String] = []
  /// The most entries kept; the oldest go first.
  public let limit: Int
  private var position: Int?
  private var draft = ""
  private var edits: [Int: String] = [:]

  /// Creates an empty history that keeps at most `limit` lines.
  public init(limit: Int = 500) {
    self.limit = max(1, limit)
  }

  /// Whether ↑ or ↓ has moved away from the line being typed.
  public var isBrowsing: Bool { position != nil }

  /// Adds `line` as the newest entry, unless it is blank or repeats the newest entry, and
  /// goes back to the line being typed.
  public mutating func record(_ line: String) {
    stopBrowsing()
    guard line.contains(where: { !$0.isWhitespace }), line != entries.last else { return }
    entries.append(line)
    if entries.count > limit { entries.removeFirst(entries.count - limit) }
  }

  /// The entry before the one shown (↑), as last edited, keeping `current` as the draft or
  /// as the edited entry it shows; `nil` when there is nothing older.
  public mutating func previous(current: String) -> String? {
    let target = (position ?? entries.count) - 1
    guard target >= 0 else { return nil }
    keep(current)
    position = target
    return edits[target] ?? entries[target]
  }

  /// The entry after the one shown (↓), as last edited, or the draft after the newest,
  /// keeping `current` as ``previous(current:)`` does; `nil` when already on the draft.
  public mutating func next(current: String) -> String? {
    guard let shown = position else { return nil }
    keep(current)
    guard shown + 1 < entries.count else {
      position = nil
      return draft
    }
    position = shown + 1
    return edits[shown + 1] ?? entries[shown + 1]
  }

  /// Goes back to the line being typed and forgets the draft and every edit to an entry, as
  /// after a line is submitted.
  public mutating func stopBrowsing() {
    position = nil
    draft = ""
    edits = [:]
  }

  private mutating func keep(_ current: String) {
    guard let position else {
      draft = current
      return
    }
    edits[position] = current == entries[position] ? nil : current
  }
}
