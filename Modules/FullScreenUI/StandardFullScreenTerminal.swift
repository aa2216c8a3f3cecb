import Dispatch
import Foundation
import TerminalKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's own terminal, full-screen: standard input in raw mode (Ctrl-C, Ctrl-Z and
/// Ctrl-\ arrive as keys), the alternate screen on standard output, keys read on a thread of
/// their own, and SIGWINCH, SIGCONT, SIGHUP, SIGINT, SIGQUIT and SIGTERM turned into events.
///
/// The terminal is given back on every way out: ``stop()``, and, if the process crashes,
/// a handler for the fatal signals that restores the modes and leaves the alternate screen
/// with async-signal-safe calls only before the crash goes on.
@MainActor
public final class StandardFullScreenTerminal: FullScreenTerminal {
  nonisolated private static let endingSignals = [SIGHUP, SIGINT, SIGQUIT, SIGTERM]
  nonisolated private static let escapeTimeout: Int32 = 50
  private static let enter =
    ControlSequence.enterAlternateScreen + ControlSequence.hideCursor
    + ControlSequence.enableBracketedPaste
  private static let leave =
    ControlSequence.resetStyle + ControlSequence.showCursor
    + ControlSequence.disableBracketedPaste + ControlSequence.leaveAlternateScreen

  private var rawMode: RawMode?
  private var sources: [any DispatchSourceSignal] = []
  /// Whom the ``SignalRelay`` told before this terminal took the ending signals over.
  private var relayedBefore: (@Sendable (Int32) -> Void)?

  /// Connects to standard input and output.
  public init() {}

  /// Whether standard input and output are both terminals.
  public static var isAvailable: Bool {
    isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
  }

  /// The size of the terminal on standard output, 80 × 24 when it reports none.
  public var size: TerminalSize {
    TerminalSize.of(fileDescriptor: STDOUT_FILENO) ?? TerminalSize(rows: 24, columns: 80)
  }

  /// Switches to raw mode and the alternate screen, and starts reading keys and signals.
  public func start() throws(TerminalError) -> AsyncStream<TerminalEvent> {
    rawMode = try RawMode.enter(fileDescriptor: STDIN_FILENO)
    CrashGuard.install(leaving: Self.leave)
    write(Self.enter)
    let (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    Self.readKeys(into: continuation)
    relayedBefore = SignalRelay.redirect { continuation.yield(.signal($0)) }
    sources = Self.watchSignals(
      relayedBefore == nil ? [SIGWINCH, SIGCONT] + Self.endingSignals : [SIGWINCH, SIGCONT],
      into: continuation)
    return events
  }

  /// Leaves the alternate screen and puts the terminal's modes back.
  public func stop() {
    for source in sources { source.cancel() }
    sources = []
    if let relayedBefore { _ = SignalRelay.redirect(to: relayedBefore) }
    relayedBefore = nil
    guard let rawMode else { return }
    write(Self.leave)
    rawMode.restore()
    self.rawMode = nil
  }

  /// Gives the terminal back, stops the process group as the shell's Ctrl-Z does, and takes
  /// the terminal again once `fg` continues it.
  public func suspend() {
    write(Self.leave)
    rawMode?.restore()
    // To the whole process group, as the terminal sends Ctrl-Z's SIGTSTP when ISIG is on;
    // `raise` would target only this thread (see StandardTerminal).
    kill(0, SIGTSTP)
    reclaim()
  }

  /// Puts raw mode and the alternate screen back after the process continued.
  public func reclaim() {
    guard rawMode != nil || !sources.isEmpty else { return }
    rawMode?.restore()
    rawMode = try? RawMode.enter(fileDescriptor: STDIN_FILENO)
    write(Self.enter)
  }

  /// Writes `text` to standard output at once; a terminal that went away is not an error.
  public func write(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let count = bytes.withUnsafeBytes { systemWrite(STDOUT_FILENO, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return }
      bytes = bytes.dropFirst(count)
    }
  }

  /// Reads standard input on a thread of its own, so the main actor never blocks on it; a
  /// lone Escape is told from the start of a sequence by waiting a moment for more bytes.
  nonisolated private static func readKeys(
    into continuation: AsyncStream<TerminalEvent>.Continuation
  ) {
    let reader = Thread {
      var decoder = KeyDecoder()
      let input = TerminalInput(fileDescriptor: STDIN_FILENO)
      while true {
        switch input.read(waitingAtMost: decoder.hasPendingEscape ? escapeTimeout : nil) {
        case .bytes(let bytes):
          for key in decoder.feed(bytes) { continuation.yield(.key(key)) }
        case .timedOut:
          for key in decoder.flushPendingEscape() { continuation.yield(.key(key)) }
        case .endOfInput:
          for key in decoder.flushPendingEscape() { continuation.yield(.key(key)) }
          let hungUp = TerminalHangUp.hasHungUp(fileDescriptor: STDIN_FILENO)
          continuation.yield(hungUp ? .signal(SIGHUP) : .inputEnded)
          return
        }
      }
    }
    reader.name = "cookbook keys"
    reader.start()
  }

  /// Turns `signals` into events, those the app's ``SignalRelay`` does not already pass on.
  /// The handlers run on a global queue, so they are `@Sendable` and touch nothing of the
  /// main actor: Swift would trap on a main-actor closure there.
  nonisolated private static func watchSignals(
    _ signals: [Int32], into continuation: AsyncStream<TerminalEvent>.Continuation
  ) -> [any DispatchSourceSignal] {
    signals.map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { @Sendable in continuation.yield(event(for: number)) }
      source.resume()
      SignalHandoff.waitUntilDispatchOwns(number)
      return source
    }
  }

  nonisolated private static func event(for signal: Int32) -> TerminalEvent {
    switch signal {
    case SIGWINCH:
      .resized(
        TerminalSize.of(fileDescriptor: STDOUT_FILENO) ?? TerminalSize(rows: 24, columns: 80))
    case SIGCONT: .continued
    default: .signal(signal)
    }
  }
}

/// Restores the terminal if the process crashes while it is full-screen: a trap, a bad
/// access or an abort. The handler uses only async-signal-safe calls (`write`, `tcsetattr`
/// through ``RawMode/restoreFromSignalHandler()``, `signal`, `raise`), then lets the signal do
/// what it would have done. Nothing can be saved from there: the state on disk is what the
/// last save wrote.
enum CrashGuard {
  nonisolated(unsafe) private static var leaveSequence: UnsafeMutableBufferPointer<UInt8>?

  static func install(leaving sequence: String) {
    if leaveSequence == nil {
      let bytes = Array(sequence.utf8)
      let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
      _ = buffer.initialize(from: bytes)
      leaveSequence = buffer
    }
    for number in [SIGABRT, SIGBUS, SIGFPE, SIGILL, SIGSEGV, SIGTRAP] {
      signal(number) { number in
        if let sequence = CrashGuard.leaveSequence {
          _ = systemWrite(STDOUT_FILENO, sequence.baseAddress, sequence.count)
        }
        RawMode.restoreFromSignalHandler()
        signal(number, SIG_DFL)
        raise(number)
      }
    }
  }
}

#if canImport(Glibc)
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  private let systemWrite = Darwin.write
#endif
