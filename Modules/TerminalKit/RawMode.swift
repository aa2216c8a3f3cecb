import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A terminal in raw mode, and the way back to the modes it had before.
///
/// Raw mode here means: no echo, no line editing by the terminal (`ICANON`), bytes delivered
/// one read at a time (`VMIN` 1), no flow control (Ctrl-S and Ctrl-Q are keys), Enter read as
/// a carriage return, and `IEXTEN` off (Ctrl-V and Ctrl-O are keys). Output processing is
/// kept, so `\n` still starts a new line for whatever else writes to the terminal, such as
/// trace lines on standard error. By default `ISIG` is off as well: Ctrl-C, Ctrl-Z and Ctrl-\
/// arrive as keys and the program decides what they mean (a line editor abandons the line on
/// Ctrl-C rather than dying with the terminal still raw). Pass `deliversSignals: true` to
/// keep them as signals.
///
/// Only one raw mode is active at a time. The saved modes live in static storage so that
/// ``restoreFromSignalHandler()`` can put them back from a signal handler: it uses nothing
/// but an atomic exchange and `tcsetattr`, which POSIX lists as async-signal-safe. Both ways
/// back are idempotent, and whichever runs first wins.
public final class RawMode: Sendable {
  private static let activeToken = Atomic<Int>(0)
  private static let activeDescriptor = Atomic<Int32>(-1)
  private static let nextToken = Atomic<Int>(1)
  nonisolated(unsafe) private static let savedModes: UnsafeMutablePointer<termios> = {
    let storage = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    storage.initialize(to: termios())
    return storage
  }()

  /// The terminal this raw mode was entered on.
  public let fileDescriptor: Int32
  private let token: Int

  private init(fileDescriptor: Int32, token: Int) {
    self.fileDescriptor = fileDescriptor
    self.token = token
  }

  /// Whether a raw mode entered here is active, not yet restored.
  public static var isActive: Bool {
    activeToken.load(ordering: .acquiring) > 0
  }

  /// Saves the modes of the terminal on `fileDescriptor` and switches it to raw mode.
  ///
  /// Input typed before the switch is kept. Fails when `fileDescriptor` is no terminal, or
  /// when a raw mode entered here is already active.
  /// - Parameters:
  ///   - fileDescriptor: the terminal, usually standard input.
  ///   - deliversSignals: keep `ISIG`, so that Ctrl-C, Ctrl-Z and Ctrl-\ raise their signals
  ///     instead of arriving as keys.
  public static func enter(
    fileDescriptor: Int32, deliversSignals: Bool = false
  ) throws(TerminalError) -> RawMode {
    var original = termios()
    guard tcgetattr(fileDescriptor, &original) == 0 else { throw TerminalError("tcgetattr") }
    let token = nextToken.add(1, ordering: .relaxed).oldValue
    guard activeToken.compareExchange(expected: 0, desired: -token, ordering: .acquiring).exchanged
    else { throw TerminalError("enter raw mode", code: EBUSY) }
    savedModes.pointee = original
    activeDescriptor.store(fileDescriptor, ordering: .relaxed)
    activeToken.store(token, ordering: .releasing)
    var raw = original
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | (deliversSignals ? 0 : ISIG))
    withUnsafeMutableBytes(of: &raw.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    guard tcsetattr(fileDescriptor, TCSADRAIN, &raw) == 0 else {
      let error = TerminalError("tcsetattr")
      _ = activeToken.compareExchange(expected: token, desired: 0, ordering: .relaxed)
      throw error
    }
    return RawMode(fileDescriptor: fileDescriptor, token: token)
  }

  /// Puts back the modes saved by ``enter(fileDescriptor:deliversSignals:)``; later calls,
  /// and calls after ``restoreFromSignalHandler()`` got there first, do nothing.
  public func restore() {
    guard
      Self.activeToken.compareExchange(expected: token, desired: 0, ordering: .acquiring)
        .exchanged
    else { return }
    Self.applySavedModes()
  }

  /// Puts back the saved modes of whatever raw mode is active, if any; safe to call from a
  /// signal handler, and idempotent.
  public static func restoreFromSignalHandler() {
    let token = activeToken.load(ordering: .acquiring)
    guard token > 0,
      activeToken.compareExchange(expected: token, desired: 0, ordering: .acquiring).exchanged
    else { return }
    applySavedModes()
  }

  private static func applySavedModes() {
    _ = tcsetattr(activeDescriptor.load(ordering: .acquiring), TCSANOW, savedModes)
  }

  deinit {
    restore()
  }
}
