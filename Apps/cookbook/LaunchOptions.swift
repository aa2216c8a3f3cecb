import Composition

/// The command line, understood.
struct LaunchOptions: Equatable {
  /// `--state-dir`, `--session-ttl` and `--reset`, which the desktop app takes too
  var shared = SharedOptions()
  var openURL: String?
  var trace = false
  var noColor = false
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

  static func parse(_ arguments: [String]) throws(UsageError) -> LaunchOptions {
    var options = LaunchOptions()
    var reader = ArgumentReader(arguments)
    while let argument = reader.next() {
      if try options.shared.take(argument, from: &reader) { continue }
      switch argument.name {
      case "--open": options.openURL = try reader.value(of: argument)
      case "map" where !options.showMap:
        options.showMap = true
      case "map":
        throw UsageError(message: "map takes no arguments.")
      case "--trace", "--no-color", "--line", "--help", "-h", "--version":
        try argument.takesNoValue()
        options.setFlag(argument.name)
      case _ where !argument.text.hasPrefix("-") && options.showMap:
        throw UsageError(message: "map takes no arguments.")
      case _ where !argument.text.hasPrefix("-"):
        throw UsageError(message: "Unknown command '\(argument.text)'; the only command is map.")
      default:
        throw UsageError(message: "Unknown option '\(argument.text)'.")
      }
    }
    return options
  }

  private mutating func setFlag(_ name: String) {
    switch name {
    case "--trace": trace = true
    case "--no-color": noColor = true
    case "--line": line = true
    case "--version": showVersion = true
    default: showHelp = true
    }
  }
}
