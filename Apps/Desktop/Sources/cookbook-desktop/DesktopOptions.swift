import Foundation

/// The desktop app's command line, read before GApplication sees it: GApplication would refuse
/// these options with status 1, and the contract asks for 64.
struct DesktopOptions: Equatable {
  var stateDirectory: String?
  var sessionLifetime: TimeInterval = 1800
  var reset = false
  var openURL: String?
  var showHelp = false

  static let usage = """
    Usage: cookbook-desktop [--state-dir DIR] [--session-ttl SECONDS] [--reset] [URL]
           cookbook-desktop -h | --help

      --state-dir DIR        where the session, favourites and last location live, shared
                             with cookbook (default: $XDG_STATE_HOME/cookbook, else
                             ~/.local/state/cookbook)
      --session-ttl SECONDS  how long a sign-in lasts, whole seconds from 1 to 31536000
                             (default 1800)
      --reset                forget the saved session and location before starting
      URL                    a cookbook:// link to open; given to a running instance, which
                             opens it, and this launch exits 0

    Exit status: 0 after the window is closed; 64 for a usage error; 1 when the state
    directory is refused or the last save failed; 128+N after signal N (SIGHUP 129,
    SIGINT 130, SIGTERM 143), the location saved first.
    """

  /// Why the command line was refused; the app exits with status 64.
  struct UsageError: Error, Equatable {
    let message: String
  }

  static func parse(_ arguments: [String]) throws(UsageError) -> DesktopOptions {
    var options = DesktopOptions()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      func value() throws(UsageError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst() else {
          throw UsageError(message: "\(name) needs a value.")
        }
        return next
      }
      switch name {
      case "--state-dir":
        let directory = try value()
        guard !directory.isEmpty else {
          throw UsageError(message: "--state-dir needs a directory; an empty one is not allowed.")
        }
        options.stateDirectory = directory
      case "--session-ttl":
        options.sessionLifetime = TimeInterval(try sessionLifetime(try value()))
      case "--reset", "--help", "-h":
        guard inlineValue == nil else { throw UsageError(message: "\(name) takes no value.") }
        if name == "--reset" { options.reset = true } else { options.showHelp = true }
      case _ where argument.hasPrefix("-"):
        throw UsageError(message: "Unknown option '\(argument)'.")
      case _ where options.openURL != nil:
        throw UsageError(message: "Give at most one URL; '\(argument)' is a second one.")
      default:
        options.openURL = argument
      }
    }
    return options
  }

  /// The longest session accepted, a year, in seconds.
  static let longestSession = 31_536_000

  private static func sessionLifetime(_ text: String) throws(UsageError) -> Int {
    guard !text.isEmpty, text.utf8.count <= 8, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
      let seconds = Int(text), (1...longestSession).contains(seconds)
    else {
      throw UsageError(
        message: "--session-ttl takes whole seconds from 1 to \(longestSession), not '\(text)'.")
    }
    return seconds
  }
}
