/// A line a host shows the user after a command, already phrased.
public enum CommandFeedback: Hashable, Sendable {
  /// Information, such as a URL or a help listing's line.
  case info(String)
  /// A problem with the command; nothing else changed.
  case problem(String)

  /// The text of the line.
  public var text: String {
    switch self {
    case .info(let text), .problem(let text): text
    }
  }
}

/// What running a command led to.
public enum CommandOutcome: Hashable, Sendable {
  /// The command ran, or was refused; the host shows the feedback, if any.
  case done([CommandFeedback])
  /// `login` on the sign-in screen lacks the password (and maybe the user): the host asks for
  /// what is missing, without showing the password, then runs `login` with both.
  case needsCredentials(user: String?)
  /// `quit`: the host saves and ends.
  case quit
}
