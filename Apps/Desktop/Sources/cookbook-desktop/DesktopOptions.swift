import Composition

/// The desktop app's command line, read before GApplication sees it: GApplication would refuse
/// these options with status 1, and the contract asks for 64.
struct DesktopOptions: Equatable {
  /// `--state-dir`, `--session-ttl` and `--reset`, which the terminal app takes too
  var shared = SharedOptions()
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

  static func parse(_ arguments: [String]) throws(UsageError) -> DesktopOptions {
    var options = DesktopOptions()
    var reader = ArgumentReader(arguments)
    while let argument = reader.next() {
      if try options.shared.take(argument, from: &reader) { continue }
      switch argument.name {
      case "--help", "-h":
        try argument.takesNoValue()
        options.showHelp = true
      case _ where argument.text.hasPrefix("-"):
        throw UsageError(message: "Unknown option '\(argument.text)'.")
      case _ where options.openURL != nil:
        throw UsageError(message: "Give at most one URL; '\(argument.text)' is a second one.")
      default:
        options.openURL = argument.text
      }
    }
    return options
  }
}
