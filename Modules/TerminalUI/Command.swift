/// A line of user input, understood.
public enum Command: Hashable, Sendable {
  case help
  case whereAmI
  case open(String)
  case back
  case quit
  case login(user: String?, password: String?)
  case forgot
  case send(email: String)
  case row(Int)
  case search(String)
  case favorite
  case logout
  case share
  case delete
  case yes
  case no
  case link
  case export(path: String)
  case cancel
  case tab(String)
  case tree
}

/// Why a line is not a command.
public enum CommandError: Error, Hashable, Sendable {
  case unknown(String)
  case usage(String)
}

extension CommandError: CustomStringConvertible {
  /// A sentence for the user.
  public var description: String {
    switch self {
    case .unknown(let word):
      "Unknown command '\(SafeText.display(word))'. Type help for the commands on this screen."
    case .usage(let usage): "Usage: \(usage)"
    }
  }
}
