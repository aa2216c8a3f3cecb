/// One line of the `help` listing.
struct CommandHelp: Hashable, Sendable {
  let usage: String
  let summary: String

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
