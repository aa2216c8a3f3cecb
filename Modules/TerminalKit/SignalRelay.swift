import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns signals into calls on a thread of their own, which may then take locks and write
/// files. The signals are blocked first thing on the main thread, so every thread created
/// afterwards blocks them too; one thread unblocks them only while it waits in `sigsuspend`,
/// and the handler, run there, marks the signal for that thread to pass on when it wakes. The
/// main thread of an async `main` waits in `sigsuspend` with nothing blocked, so it may catch
/// one too; its handler only sends the signal on to the waiting thread with `pthread_kill`.
///
/// The waiting thread takes each signal through its handler, never with `sigwait`, because the
/// runtime's crash handler stops every thread by swapping in a handler of its own for SIGUSR1,
/// SIGUSR2 or SIGPROF and sending it: `sigwait` took that SIGUSR1 for the user's, and a crash
/// ended as a clean exit with status 138, without its report.
///
/// A SIGPIPE that the app raises itself, by writing to a pipe with no reader, is sent to the
/// writing thread, where it stays blocked: the write fails with `EPIPE`, and the writer, which
/// knows better what is true at that moment, decides. A SIGPIPE sent with `kill` reaches the
/// waiting thread like the others.
///
/// Dispatch signal sources are not used: on Linux, libdispatch never blocks SIGPIPE, so a
/// SIGPIPE sent with `kill` looped in its handler. A handler doing the work through a pipe was
/// tried too: under ThreadSanitizer, which runs a handler only when its thread next calls into
/// the sanitizer, a signal caught by a thread waiting for input was never handled.
///
/// A host that ends the app in its own way, as the full-screen host does after giving the
/// terminal back, takes the signals over with ``redirect(to:)`` while it runs.
public enum SignalRelay {
  /// Who is told of each signal now.
  private static let receiver = Mutex<(@Sendable (Int32) -> Void)?>(nil)

  /// Starts relaying `signals` to `receiver`. Call it before any other thread is started.
  public static func start(
    _ signals: [Int32], to receiver: @escaping @Sendable (Int32) -> Void
  ) {
    self.receiver.withLock { $0 = receiver }
    var set = sigset_t()
    sigemptyset(&set)
    for number in signals { sigaddset(&set, number) }
    pthread_sigmask(SIG_BLOCK, &set, nil)
    let context = Unmanaged.passRetained(Waiter(set: set)).toOpaque()
    var thread = pthread_t()
    guard pthread_create(&thread, nil, waitForSignals, context) == 0 else { return }
    waitingThread = thread
    for number in signals {
      var action = sigaction()
      #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = passOn
      #else
        action.__sigaction_u.__sa_handler = passOn
      #endif
      sigfillset(&action.sa_mask)
      action.sa_flags = SA_RESTART
      sigaction(number, &action, nil)
    }
  }

  /// Tells `receiver` of the relayed signals from now on, and returns whom they went to, or
  /// `nil` when no relay was started (as in tests), so the caller watches the signals itself.
  public static func redirect(
    to receiver: @escaping @Sendable (Int32) -> Void
  ) -> (@Sendable (Int32) -> Void)? {
    self.receiver.withLock { current in
      defer { if current != nil { current = receiver } }
      return current
    }
  }

  fileprivate static func deliver(_ number: Int32) {
    receiver.withLock { $0 }?(number)
  }
}

/// What the waiting thread waits for.
private final class Waiter {
  let set: sigset_t

  init(set: sigset_t) {
    self.set = set
  }
}

/// The thread waiting in `sigwait`, set once before any handler is installed.
nonisolated(unsafe) private var waitingThread = pthread_t()

#if canImport(Glibc)
  private let waitForSignals:
    @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = {
      context in
      waitLoop(context)
    }
#else
  private let waitForSignals: @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? =
    {
      context in
      waitLoop(context)
    }
#endif

private func waitLoop(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
  guard let context else { return nil }
  let waiter = Unmanaged<Waiter>.fromOpaque(context).takeRetainedValue()
  var relayed = waiter.set
  var waiting = sigset_t()
  pthread_sigmask(SIG_BLOCK, nil, &waiting)
  for number in Int32(1)..<64 where sigismember(&relayed, number) == 1 {
    sigdelset(&waiting, number)
  }
  while true {
    sigsuspend(&waiting)
    let caught = caughtSignals.exchange(0, ordering: .acquiring)
    for number in Int32(1)..<64 where caught & (UInt64(1) << UInt64(number)) != 0 {
      SignalRelay.deliver(number)
    }
  }
}

/// The signals caught on the waiting thread and not passed on yet, one bit each.
private let caughtSignals = Atomic<UInt64>(0)

private let passOn: @convention(c) (Int32) -> Void = { number in
  let saved = errno
  if pthread_equal(pthread_self(), waitingThread) != 0 {
    caughtSignals.bitwiseOr(UInt64(1) << UInt64(number), ordering: .releasing)
  } else {
    pthread_kill(waitingThread, number)
  }
  errno = saved
}
