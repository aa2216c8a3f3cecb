import Coordinators
import Services
import ServicesLive
import Synchronization
import TerminalKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ends the app when a signal whose default action ends a process arrives (SIGHUP, SIGINT,
/// SIGQUIT, SIGPIPE, SIGTERM, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, and on Linux SIGPOLL and
/// SIGPWR): restores the
/// terminal, saves what is true at that moment, and exits with 128 plus the signal's number.
/// The main thread may be blocked reading a line, so the handler runs on a thread of its own
/// (``SignalRelay``) and works from what it was told: every save and sign-out as it starts
/// (``SessionJournal``), and where the user is after each command. A sign-out in progress is
/// completed, never undone. While the full-screen host runs, it takes the signals over.
final class InterruptSaver: Sendable {
  /// What is true about the session, as far as the handler knows.
  enum Truth: Sendable {
    /// Nothing was saved or signed out in this run: the handler leaves the files as they are.
    case untouched
    /// This session, at this location, is the one to save.
    case saved(SavedSession)
    /// This session, at this state, whose link is made only if a signal comes: making it after
    /// every command cost line mode more than a `where` does.
    case savedAt(Session, AppState)
    /// The user signed out in this run: the handler makes sure the session stays forgotten.
    case signedOut
  }

  /// Every signal whose default action ends the process and that a process may catch, but
  /// those the runtime reports a crash with (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP,
  /// SIGSYS), SIGXCPU and SIGXFSZ (resource limits, which a save could not meet), SIGPROF
  /// (profilers' timer) and the real-time signals (the C library's own).
  static let signals: [Int32] = {
    var signals = [
      SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGTERM, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM,
    ]
    #if os(Linux)
      signals += [SIGPOLL, SIGPWR]
    #endif
    return signals
  }()

  private struct Target: Sendable {
    let sessions: SQLiteSessionStore
    let beforeExit: @Sendable () -> Void
  }

  private let truth = Mutex(Truth.untouched)
  private let ending = Mutex(false)
  private let target = Mutex<Target?>(nil)

  /// Creates a saver with nothing to save yet: a signal before ``attach(to:beforeExit:)`` only
  /// ends the app.
  init() {}

  /// Saves to `sessions` from now on; `beforeExit` runs after the last save, as when the state
  /// directory's lock is taken for good so that no other write starts.
  func attach(to sessions: SQLiteSessionStore, beforeExit: @escaping @Sendable () -> Void) {
    target.withLock { $0 = Target(sessions: sessions, beforeExit: beforeExit) }
  }

  /// Keeps `latest` as what to act on if a signal arrives.
  func record(_ latest: Truth) {
    truth.withLock { $0 = latest }
  }

  /// What a signal would act on now.
  var latest: Truth { truth.withLock { $0 } }

  /// Takes over the signals that end the app.
  func install() {
    SignalRelay.start(Self.signals) { [self] number in end(status: 128 + number) }
  }

  /// Saves what is true now and ends the process with `status`. Whoever calls it first does
  /// the work; a later caller waits for the process to end.
  func end(status: Int32) -> Never {
    let first = ending.withLock { started in
      defer { started = true }
      return !started
    }
    guard first else {
      while true { pause() }
    }
    RawMode.restoreFromSignalHandler()
    restoreEcho()
    let target = target.withLock { $0 }
    do {
      switch (truth.withLock { $0 }, target) {
      case (.saved(let snapshot), let target?): try target.sessions.saveNow(snapshot)
      case (.savedAt(let session, let state), let target?):
        try target.sessions.saveNow(
          SavedSession(session: session, location: state.canonicalURL))
      case (.signedOut, let target?): try target.sessions.clearNow()
      default: break
      }
    } catch {
      StandardError.write("cookbook: could not save before exiting: \(error.message)")
    }
    target?.beforeExit()
    _exit(status)
  }

  private func restoreEcho() {
    var settings = termios()
    guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &settings) == 0 else { return }
    settings.c_lflag |= tcflag_t(ECHO)
    tcsetattr(STDIN_FILENO, TCSANOW, &settings)
  }
}
