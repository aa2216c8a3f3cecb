/// A line of user input, understood.
public enum Command: Hashable, Sendable {
  /// `help`, `?`: list the commands of the screen.
  case help
  /// `where`: print the canonical URL.
  case whereAmI
  /// `open URL`: follow a link.
  case open(String)
  /// `back`: dismiss, else pop.
  case back
  /// `quit`, `exit`: save and leave.
  case quit
  /// `forgot`: open forgot-password, the sign-in screen's way on.
  case forgot
  /// `login [USER [PASSWORD]]`: sign in; a terminal asks for what is missing.
  case login(user: String?, password: String?)
  /// `send EMAIL`: request a reset link.
  case send(email: String)
  /// `N`: open row N of the list on screen.
  case row(Int)
  /// `search [TEXT]`: filter the recipes, or clear the filter.
  case search(String)
  /// `favorite`: toggle the favourite mark.
  case favorite
  /// `author`: open the recipe's author.
  case author
  /// `logout`: sign out.
  case logout
  /// `share`: present the share sheet.
  case share
  /// `delete`: present the delete confirmation; `delete N`: ask before deleting item N.
  case delete(Int?)
  /// `add`: open the pantry's item form for a new item.
  case add
  /// `edit N`: open the item form for item N.
  case edit(Int)
  /// `name TEXT`: set the form's name.
  case name(String)
  /// `quantity TEXT`: set the form's quantity.
  case quantity(String)
  /// `save`: save the form.
  case save
  /// `sort default|title|time`: choose the recipe order.
  case sort(String)
  /// `yes`: confirm.
  case yes
  /// `no`: decline.
  case no
  /// `link`: show the recipe's link.
  case link
  /// `export PATH`: write the recipe as Markdown.
  case export(path: String)
  /// `cancel`: close the sheet.
  case cancel
  /// `continue`: close the welcome.
  case `continue`
  /// `tab NAME`: select a tab.
  case tab(String)
  /// `tree`: print the coordinator tree.
  case tree
  /// A word that a screen defines in its own file, with the rest of the line: `settings` on
  /// Profile, a scaffolded screen's `done`. The parser needs no edit for a new screen's words;
  /// a word no screen on top takes is an unknown command.
  case named(String, argument: String)
}

/// Why a line is not a command.
public enum CommandError: Error, Hashable, Sendable {
  /// The first word is no command.
  case unknown(String)
  /// A known command with the wrong arguments; the value is its usage.
  case usage(String)
  /// A row number followed by more words: a row is opened by one number.
  case oneRowAtATime
  /// `open` followed by more than one word: the link had spaces in it.
  case spaceInLink
}

extension CommandError: CustomStringConvertible {
  /// A sentence for the user.
  public var description: String {
    switch self {
    case .unknown(let word): HostPhrasing.line.sentence(.unknownCommand(word))
    case .usage(let usage): "Usage: \(usage)"
    case .oneRowAtATime: "A row is one number, such as 1; open one row at a time."
    case .spaceInLink: "A link has no spaces; write each space as %20 or +."
    }
  }
}
