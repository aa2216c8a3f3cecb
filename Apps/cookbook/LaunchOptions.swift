import Foundation

/// The command line, understood.
struct LaunchOptions: Equatable {
  var stateDirectory: String?
  var openURL: String?
  var sessionLifetime: TimeInterval = 1800
  var trace = false
  var noColor = false
  var reset = false
  var line = false
  var showHelp = false
  var showVersion = false
  var showMap = false

  static let version = "cookbook 0.1.0"

  static let usage = """
    Usage: cookbook [--state-dir DIR] [--open URL] [--session-ttl SECONDS] [--trace] [--no-color]
                    [--reset] [--line]
           cookbook map                 print the destination map (Markdown and Mermaid)
           cookbook -h | --help | --version

      --state-dir DIR        where the session, favourites and last location live
                             (default: $XDG_STATE_HOME/cookbook, else ~/.local/state/cookbook)
      --open URL             follow a cookbook:// link at launch
      --session-ttl SECONDS  how long a sign-in lasts, whole seconds from 1 to 31536000
                             (default 1800)
      --trace                print to stderr what caused each decision (a view model, the
                             user, a link, expiry, a restore), the decision, every Router
                             call, and coordinator start/finish/release
      --no-color             no ANSI styling (also when NO_COLOR is set)
      --reset                forget the saved session and location before starting
      --line                 line mode even at a terminal (full-screen is the default there)
      -h, --help             print this help
      --version              print the version

    Exit status: 0 at the end (quit, end of input); 64 for a usage error; 1 when the state
    directory is unsafe or the last save failed; 128+N after signal N ends the app, the state
    saved first (SIGHUP 129, also when the terminal hangs up; SIGINT and Ctrl-C 130; SIGQUIT
    131; SIGUSR1 138; SIGUSR2 140; SIGPIPE 141; SIGALRM 142; SIGTERM 143).
    """

  /// Why the command line was refused; the app exits with status 64.
  struct UsageError: Error, Equatable {
    let message: String
  }

  static func parse(_ arguments: [String]) throws(UsageError) -> LaunchOptions {
    var options = LaunchOptions()
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
        guard !next.hasPrefix("-") else {
          throw UsageError(
            message: "\(name) needs a value, and '\(next)' looks like an option; if it is the "
              + "value, write \(name)=\(next).")
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
      case "--open": options.openURL = try value()
      case "--session-ttl":
        options.sessionLifetime = TimeInterval(try sessionLifetime(try value()))
      case "map" where !options.showMap:
        options.showMap = true
      case "map":
        throw UsageError(message: "map takes no arguments.")
      case "--trace", "--no-color", "--reset", "--line", "--help", "-h", "--version":
        guard inlineValue == nil else { throw UsageError(message: "\(name) takes no value.") }
        options.setFlag(name)
      case _ where !argument.hasPrefix("-") && options.showMap:
        throw UsageError(message: "map takes no arguments.")
      case _ where !argument.hasPrefix("-"):
        throw UsageError(message: "Unknown command '\(argument)'; the only command is map.")
      default:
        throw UsageError(message: "Unknown option '\(argument)'.")
      }
    }
    return options
  }

  /// The longest session accepted, a year, in seconds.
  static let longestSession = 31_536_000

  /// `text` as whole seconds from 1 to ``longestSession``, written in decimal digits only.
  private static func sessionLifetime(_ text: String) throws(UsageError) -> Int {
    guard !text.isEmpty, text.utf8.count <= 8, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
      let seconds = Int(text), (1...longestSession).contains(seconds)
    else {
      throw UsageError(
        message: "--session-ttl takes whole seconds from 1 to \(longestSession), not '\(text)'.")
    }
    return seconds
  }

  private mutating func setFlag(_ name: String) {
    switch name {
    case "--trace": trace = true
    case "--no-color": noColor = true
    case "--reset": reset = true
    case "--line": line = true
    case "--version": showVersion = true
    default: showHelp = true
    }
  }
}
