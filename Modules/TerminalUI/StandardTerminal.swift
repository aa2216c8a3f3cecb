#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's standard input and output.
@MainActor
public final class StandardTerminal: TerminalIO {
  /// Whether standard input and output are both terminals.
  public let isInteractive: Bool

  /// Connects to standard input and output.
  public init() {
    isInteractive = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
  }

  /// Reads one line; invalid UTF-8 is repaired with replacement characters. What was written
  /// so far is flushed first, so a script driving the app sees each screen before it types.
  public func readLine(prompt: String) -> String? {
    if !prompt.isEmpty { write(prompt) }
    fflush(nil)
    return Swift.readLine(strippingNewline: true)
  }

  /// Reads one line with terminal echo switched off.
  public func readSecret(prompt: String) -> String? {
    var saved = termios()
    guard isInteractive, tcgetattr(STDIN_FILENO, &saved) == 0 else {
      return readLine(prompt: prompt)
    }
    var silent = saved
    silent.c_lflag &= ~tcflag_t(ECHO)
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent)
    defer {
      tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
      write("\n")
    }
    return readLine(prompt: prompt)
  }

  /// The width of the terminal on standard output, when it is one.
  public var columns: Int? {
    var size = winsize()
    guard isInteractive, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0
    else { return nil }
    return Int(size.ws_col)
  }

  /// Writes `text` to standard output.
  public func write(_ text: String) {
    print(text, terminator: "")
  }

  /// Flushes standard output.
  public func flush() {
    fflush(nil)
  }
}
