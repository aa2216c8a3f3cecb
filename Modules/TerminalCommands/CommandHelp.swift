/// One line of the `help` listing: how a command is typed and what it does.
public struct CommandHelp: Hashable, Sendable {
  /// The command as typed, with its arguments in capitals, such as `search TEXT`.
  public let usage: String
  /// What the command does, in a few words.
  public let summary: String
  /// The command typed out with representative arguments, which a tool that tries every
  /// command (the explorer) types; `USER PASSWORD` is left for it to fill in, since the app
  /// never holds a password. A usage without arguments is its own example.
  public let examples: [String]

  /// Creates a line of the listing; `examples` defaults to the usage itself.
  public init(usage: String, summary: String, examples: [String]? = nil) {
    self.usage = usage
    self.summary = summary
    self.examples = examples ?? [usage]
  }

  static let global: [CommandHelp] = [
    CommandHelp(usage: "help", summary: "list the commands for this screen"),
    CommandHelp(usage: "where", summary: "print the link to this screen"),
    CommandHelp(usage: "open URL", summary: "follow a cookbook:// link"),
    CommandHelp(usage: "back", summary: "close what is presented, else go back one screen"),
    CommandHelp(usage: "tree", summary: "show the live coordinator tree"),
    CommandHelp(usage: "quit", summary: "save and leave"),
  ]

  static let signedIn: [CommandHelp] = [
    CommandHelp(
      usage: "tab NAME", summary: "recipes, favorites, pantry or profile: each keeps its stack"),
    CommandHelp(usage: "logout", summary: "sign out"),
  ]
}
