/// The command words of ``CommandParser``, as Tab completes them at the command prompt, and
/// the rule for which command lines may enter this run's history.
public enum CommandWords {
  /// Every command word, without the aliases (`exit`, `favourite`, `y`, `n`, `?`) so that a
  /// prefix has as few candidates as possible.
  public static let all = [
    "add", "author", "back", "cancel", "continue", "delete", "edit", "export", "favorite",
    "forgot", "help", "link", "login", "logout", "name", "no", "open", "quantity", "quit", "save",
    "search", "send", "share", "sort", "tab", "tree", "where", "yes",
  ]

  /// The command words that complete the first word of `lineBeforeCursor`, the app's own and
  /// `screenWords`, those the screen on top defines; none once the cursor is past the first
  /// word. Case is ignored, as the parser ignores it.
  public static func completions(
    lineBeforeCursor: String, screenWords: [String] = []
  ) -> [String] {
    let typed = lineBeforeCursor.drop(while: \.isWhitespace)
    guard !typed.contains(where: \.isWhitespace) else { return [] }
    let prefix = typed.lowercased()
    return Set(all + screenWords).filter { $0.hasPrefix(prefix) }.sorted()
  }

  /// Whether `line` may be kept in the history: a `login` line never is, whatever follows
  /// the word, since it may carry a password.
  public static func mayEnterHistory(_ line: String) -> Bool {
    let first = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).first
    return first?.lowercased() != "login"
  }
}
