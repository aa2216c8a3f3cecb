/// The lines entered during this run, oldest first, and a position for ↑ and ↓ to walk them.
///
/// What enters is the caller's decision: it calls ``record(_:)`` only for lines that may be
/// kept, so a password, or a line that carries one, is simply never recorded. Blank lines
/// and a repeat of the line just before are not kept either. Walking up first keeps the line
/// being typed as a draft, which walking back down past the newest entry returns.
public struct LineHistory: Hashable, Sendable {
  /// The recorded lines, oldest first.
  public private(set) var entries: [String] = []
  /// The most entries kept; the oldest go first.
  public let limit: Int
  private var position: Int?
  private var draft = ""

  /// Creates an empty history that keeps at most `limit` lines.
  public init(limit: Int = 500) {
    self.limit = max(1, limit)
  }

  /// Whether ↑ or ↓ has moved away from the line being typed.
  public var isBrowsing: Bool { position != nil }

  /// Adds `line` as the newest entry, unless it is blank or repeats the newest entry, and
  /// goes back to the line being typed.
  public mutating func record(_ line: String) {
    position = nil
    draft = ""
    guard line.contains(where: { !$0.isWhitespace }), line != entries.last else { return }
    entries.append(line)
    if entries.count > limit { entries.removeFirst(entries.count - limit) }
  }

  /// The entry before the one shown (↑), keeping `current` as the draft when leaving it;
  /// `nil` when there is nothing older.
  public mutating func previous(current: String) -> String? {
    let target = (position ?? entries.count) - 1
    guard target >= 0 else { return nil }
    if position == nil { draft = current }
    position = target
    return entries[target]
  }

  /// The entry after the one shown (↓), or the draft after the newest; `nil` when already on
  /// the line being typed.
  public mutating func next() -> String? {
    guard let shown = position else { return nil }
    if shown + 1 < entries.count {
      position = shown + 1
      return entries[shown + 1]
    }
    position = nil
    defer { draft = "" }
    return draft
  }

  /// Goes back to the line being typed without changing it, as after a line is submitted
  /// without being recorded.
  public mutating func stopBrowsing() {
    position = nil
    draft = ""
  }
}
