/// Which terminal host a sentence that says how to do something is for: line mode names the
/// command to type, the full-screen host the key to press or the button to choose. A host
/// gives it to its ``CommandRunner`` when it makes one.
public enum HostPhrasing: Hashable, Sendable {
  /// Line mode: the user types commands.
  case line
  /// The full-screen host: the user presses keys and chooses buttons.
  case fullScreen

  /// How this host says `phrase`.
  func sentence(_ phrase: HostPhrase) -> String {
    switch self {
    case .line: Self.typed(phrase)
    case .fullScreen: Self.pressed(phrase)
    }
  }

  /// How this host says why `error`'s line is no command.
  func sentence(_ error: CommandError) -> String {
    guard case .unknown(let word) = error else { return error.description }
    return sentence(.unknownCommand(word))
  }

  private static func typed(_ phrase: HostPhrase) -> String {
    switch phrase {
    case .unknownCommand(let word):
      "Unknown command '\(SafeText.display(word))'. Type help for the commands on this screen."
    case .unknownLineAfterLogin:
      "That line is no command, and it is not shown: it may be a password. Type login USER "
        + "PASSWORD."
    case .notOnThisScreen:
      "That command does not work on this screen. Type help for the ones that do."
    case .finishWhatIsOpen: "Finish with what is open first, or type back to close it."
    case .signInAgainFirst:
      "Sign in again first to get back where you were; back signs out instead."
    case .unsavedChanges:
      "The form has unsaved changes: type save to keep them or cancel to discard them."
    case .alreadySignedIn(let user): "You are signed in as \(user); type logout to sign in again."
    case .stackFull(let limit):
      "A stack holds at most \(limit) screens; type back before opening another."
    }
  }

  private static func pressed(_ phrase: HostPhrase) -> String {
    switch phrase {
    case .unknownCommand(let word):
      "Unknown command '\(SafeText.display(word))'. Press ? for the commands on this screen."
    case .unknownLineAfterLogin:
      "That line is no command, and it is not shown: it may be a password. Press ? for help."
    case .notOnThisScreen:
      "That command does not work on this screen. Press ? for the ones that do."
    case .finishWhatIsOpen: "Finish with what is open first, or press Esc to close it."
    case .signInAgainFirst:
      "Sign in again first to get back where you were; Esc signs out instead."
    case .unsavedChanges:
      "The form has unsaved changes: choose Save to keep them or Cancel to discard them."
    case .alreadySignedIn(let user):
      "You are signed in as \(user); to switch, choose Sign out on the Profile tab."
    case .stackFull(let limit):
      "A stack holds at most \(limit) screens; press Esc before opening another."
    }
  }
}

/// A sentence that tells the user how to do something, which each host says in its own
/// terms (``HostPhrasing``).
enum HostPhrase: Hashable, Sendable {
  /// The line's first word is no command.
  case unknownCommand(String)
  /// The line after a `login` without its password is no command; it may be the password.
  case unknownLineAfterLogin
  /// The command exists, but not on the screen on top.
  case notOnThisScreen
  /// The tab bar and sign-out wait while something is presented.
  case finishWhatIsOpen
  /// The tab bar and sign-out wait while signing in again; back would sign out.
  case signInAgainFirst
  /// The item form refuses to close with unsaved changes.
  case unsavedChanges
  /// Someone is signed in already, as `login` or a sign-in link while signed in finds;
  /// signing in as another user starts with signing out.
  case alreadySignedIn(user: String)
  /// The stack on screen holds as many screens as a stack may.
  case stackFull(limit: Int)
}
