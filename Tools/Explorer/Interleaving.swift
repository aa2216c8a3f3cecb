/// An intent interrupted while it waits, as a platform delivers input: the intent's command
/// is run and, once it stops at one of its service calls, other input arrives before the
/// call returns. This is what a host that does not wait (the full-screen app, a real
/// toolkit) allows and line mode, one command at a time, never shows.
public struct Interleaving: Hashable, Sendable, CustomStringConvertible {
  /// One input delivered while the intent waits.
  public enum Input: Hashable, Sendable, CustomStringConvertible {
    /// A command, as a key or a typed line would send it.
    case line(String)
    /// The session runs out.
    case expire

    /// The input as a script names it.
    public var description: String {
      switch self {
      case .line(let text): "`\(text)`"
      case .expire: "the session runs out"
      }
    }
  }

  /// The command whose wait is interrupted.
  public let intent: String
  /// Which of its service calls it waits at, counting from 0.
  public let suspension: Int
  /// What arrives meanwhile, in order.
  public let inputs: [Input]

  /// The step as a comment of a line-mode script: it can only be reproduced by a host that
  /// does not wait, so it says how.
  public var description: String {
    "# full-screen: `\(intent)`, and while it waits at its service call \(suspension + 1): "
      + inputs.map(\.description).joined(separator: ", then ")
  }

  /// The intent's name in the report, by its command word.
  var intentName: String { Self.name(of: intent) }

  /// A readable name for what the command `line` does while it waits.
  static func name(of line: String) -> String {
    let word = line.split(separator: " ").first.map(String.init) ?? line
    if Int(word) != nil { return "open a row" }
    return names[word] ?? word
  }

  private static let names = [
    "login": "sign in", "open": "open a link", "author": "open the author",
    "favorite": "mark a favourite", "yes": "confirm a deletion", "save": "save a pantry item",
    "name": "type in the pantry form", "quantity": "type in the pantry form",
    "send": "send a reset link", "sort": "change the recipe order", "export": "export a recipe",
    "continue": "close the welcome", "logout": "sign out", "tab": "switch tab",
    "add": "open the pantry form", "edit": "open the pantry form", "delete": "ask to delete",
    "back": "go back", "cancel": "cancel a form", "link": "show a recipe's link",
    "settings": "open the settings", "search": "search", "forgot": "open forgot-password",
    "no": "keep what the alert asked about",
  ]
}
