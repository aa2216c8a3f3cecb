import TerminalCommands
import TerminalKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's standard input and output.
///
/// When both are terminals, lines are read with line editing: cursor keys, Home/End,
/// Ctrl-A/E/U/K/W, ↑ and ↓ through this run's lines at the same prompt, and Tab completion of
/// command words at ``commandPrompt``. Ctrl-D on an empty line is the end of input (`nil`);
/// Ctrl-C abandons the line and returns `""`, so the host simply draws the screen again. A
/// password, and any `login` line, never enters the history. The terminal is in raw mode only
/// while a line is read. Anything else, such as a pipe, is read as `Swift.readLine` reads it,
/// which is what scripts and the end-to-end tests rely on, but for a line longer than
/// ``maximumLineBytes``: it is discarded to its newline, with a message, and reading goes on.
///
/// When standard input is a terminal and its input ends because the terminal went away (the
/// read fails with `EIO` or ends, and the terminal reports a hang-up), ``inputHungUp`` says
/// so: that is a hang-up, which the app ends as SIGHUP would, not the end of a script.
@MainActor
public final class StandardTerminal: TerminalIO {
  /// The prompt at which the host reads commands; there, Tab completes command words.
  public static let commandPrompt = "› "

  /// The longest line read from a pipe, in bytes, so that one endless line cannot take all
  /// memory.
  public static let maximumLineBytes = 16_384

  /// Whether standard input and output are both terminals.
  public let isInteractive: Bool
  /// Whether the input ended because its terminal hung up.
  public private(set) var inputHungUp = false
  private let inputIsTerminal: Bool
  private let lineReader: LineReader
  /// Bytes read from a pipe and not yet taken by a line.
  private var unread: ArraySlice<UInt8> = []

  /// Connects to standard input and output.
  public convenience init() {
    self.init(
      isInteractive: isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1, device: .standard)
  }

  /// Reads lines through `device` when `isInteractive`, as tests do with scripted bytes.
  init(isInteractive: Bool, device: LineReader.Device) {
    self.isInteractive = isInteractive
    inputIsTerminal = isatty(STDIN_FILENO) == 1
    lineReader = LineReader(device: device)
  }

  /// Reads one line; invalid UTF-8 is repaired with replacement characters. What was written
  /// so far is flushed first, so a script driving the app sees each screen before it types.
  public func readLine(prompt: String) -> String? {
    read(prompt: prompt, completer: nil)
  }

  /// Reads a command line; Tab completes the app's command words and `screenWords`.
  public func readCommand(prompt: String, screenWords: [String]) -> String? {
    read(prompt: prompt) {
      CommandWords.completions(lineBeforeCursor: $0, screenWords: screenWords)
    }
  }

  private func read(prompt: String, completer: LineEditor.Completer?) -> String? {
    if isInteractive {
      switch lineReader.read(prompt: prompt, completer: completer) {
      case .line(let line): return line
      case .endOfInput: return endOfInput()
      case .noTerminal: break
      }
    }
    return readPlainLine(prompt: prompt)
  }

  /// Reads one line without showing it, for passwords.
  public func readSecret(prompt: String) -> String? {
    guard isInteractive else { return readPlainLine(prompt: prompt) }
    switch lineReader.read(prompt: prompt, isSecret: true) {
    case .line(let line): return line
    case .endOfInput: return endOfInput()
    case .noTerminal: return readWithoutEcho(prompt: prompt)
    }
  }

  /// The width of the terminal on standard output, when it is one.
  public var columns: Int? {
    guard isInteractive else { return nil }
    return TerminalSize.of(fileDescriptor: STDOUT_FILENO)?.columns
  }

  /// Writes `text` to standard output.
  public func write(_ text: String) {
    print(text, terminator: "")
  }

  /// Flushes standard output.
  public func flush() {
    fflush(nil)
  }

  private func readPlainLine(prompt: String) -> String? {
    if !prompt.isEmpty { write(prompt) }
    fflush(nil)
    return readBoundedLine() ?? endOfInput()
  }

  /// A line of standard input without its newline (and a carriage return before it), invalid
  /// UTF-8 repaired; `""` after a line too long, which is discarded; `nil` at the end.
  private func readBoundedLine() -> String? {
    var bytes: [UInt8] = []
    var tooLong = false
    var readAny = false
    while !unread.isEmpty || refillInput() {
      readAny = true
      let newline = unread.withUnsafeBytes { raw -> Int? in
        guard let base = raw.baseAddress, let found = memchr(base, 0x0A, raw.count) else {
          return nil
        }
        return base.distance(to: UnsafeRawPointer(found))
      }
      let end = unread.startIndex + (newline ?? unread.count)
      if !tooLong, bytes.count + end - unread.startIndex <= Self.maximumLineBytes {
        bytes += unread[..<end]
      } else {
        tooLong = true
      }
      unread = newline == nil ? [] : unread[(end + 1)...]
      if newline != nil { break }
    }
    guard readAny else { return nil }
    if tooLong {
      write("! That line is longer than \(Self.maximumLineBytes) bytes; it was discarded.\n")
      return ""
    }
    if bytes.last == 0x0D { bytes.removeLast() }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Reads the next block of standard input into `unread`; `false` at its end or on an error.
  private func refillInput() -> Bool {
    var block = [UInt8](repeating: 0, count: 65_536)
    var count = 0
    repeat {
      count = block.withUnsafeMutableBytes(readStandardInput)
    } while count < 0 && errno == EINTR
    guard count > 0 else { return false }
    unread = block[..<count]
    return true
  }

  /// Notes whether the input that just ended was a terminal that hung up.
  private func endOfInput() -> String? {
    if inputIsTerminal, TerminalHangUp.hasHungUp(fileDescriptor: STDIN_FILENO) {
      inputHungUp = true
    }
    return nil
  }

  private func readWithoutEcho(prompt: String) -> String? {
    var saved = termios()
    guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return readPlainLine(prompt: prompt) }
    var silent = saved
    silent.c_lflag &= ~tcflag_t(ECHO)
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent)
    defer {
      tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
      write("\n")
    }
    return readPlainLine(prompt: prompt)
  }
}

extension LineReader.Device {
  /// Standard input and output: raw mode on standard input, output flushed before each read.
  @MainActor static let standard = LineReader.Device(
    read: { limit in
      fflush(nil)
      return TerminalInput(fileDescriptor: STDIN_FILENO).read(waitingAtMost: limit)
    },
    write: { print($0, terminator: "") },
    columns: { TerminalSize.of(fileDescriptor: STDOUT_FILENO)?.columns },
    enterRawMode: {
      guard let raw = try? RawMode.enter(fileDescriptor: STDIN_FILENO) else { return nil }
      return { raw.restore() }
    },
    suspend: {
      fflush(nil)
      // To the whole process group, as the terminal sends Ctrl-Z's SIGTSTP when ISIG is on.
      // `raise` would not do: it targets the calling thread, and the main actor may run on a
      // dispatch thread that blocks SIGTSTP, leaving the signal pending for ever.
      kill(0, SIGTSTP)
    })
}

/// `read(2)` of standard input, out of the terminal class, whose `read` methods shadow it.
private func readStandardInput(_ buffer: UnsafeMutableRawBufferPointer) -> Int {
  read(STDIN_FILENO, buffer.baseAddress, buffer.count)
}
