import Foundation

/// The command line, understood.
struct LaunchOptions: Equatable {
  var stateDirectory: String?
  var openURL: String?
  var sessionLifetime: TimeInterval = 1800
  var trace = false
  var noColor = false
  var reset = false
  var showHelp = false
  var showVersion = false
  var showMap = false

  static let version = "cookbook 0.1.0"

  static let usage = """
    Usage: cookbook [--state-dir DIR] [--open URL] [--session-ttl SECONDS] [--trace] [--no-color] [--reset]
           cookbook map                 print the destination map (Markdown and Mermaid)
           cookbook --help | --version

      --state-dir DIR        where the session, favourites and last location live
                             (default: $XDG_STATE_HOME/cookbook, else ~/.local/state/cookbook)
      --open URL             follow a cookbook:// link at launch
      --session-ttl SECONDS  how long a sign-in lasts (default 1800)
      --trace                print to stderr each view-model event and the decision taken,
                             every Router call, coordinator start/finish/release
      --no-color             no ANSI styling (also when NO_COLOR is set)
      --reset                forget the saved session and location before starting
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
        let text = try value()
        guard let seconds = TimeInterval(text), seconds.isFinite, seconds > 0 else {
          throw UsageError(
            message: "--session-ttl takes a positive number of seconds, not '\(text)'.")
        }
        options.sessionLifetime = seconds
      case "map" where !options.showMap:
        options.showMap = true
      case "--trace", "--no-color", "--reset", "--help", "-h", "--version":
        guard inlineValue == nil else { throw UsageError(message: "\(name) takes no value.") }
        options.setFlag(name)
      default:
        throw UsageError(message: "Unknown option '\(argument)'.")
      }
    }
    return options
  }

  private mutating func setFlag(_ name: String) {
    switch name {
    case "--trace": trace = true
    case "--no-color": noColor = true
    case "--reset": reset = true
    case "--version": showVersion = true
    default: showHelp = true
    }
  }
}
