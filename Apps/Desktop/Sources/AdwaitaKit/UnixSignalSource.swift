import CAdwaita
import Glibc

/// Unix signals as events of the main loop, on the main thread, where the main actor's state
/// can be read safely: any signal that may be caught, not only the few `g_unix_signal_add`
/// takes. Each signal's handler only writes its number to a pipe, which a GLib source reads.
///
/// A signal this process sent itself is not passed on: a write to a pipe with no reader
/// raises SIGPIPE in the writing thread, and the write then fails with `EPIPE` for the writer
/// to handle, as the terminal app's relay does.
@MainActor
public enum UnixSignalSource {
  private static var handler: @MainActor (Int32) -> Void = { _ in }
  private static var isReading = false

  /// Calls `handler` on the main thread each time one of `signals` arrives, for the rest of
  /// the process, in place of the signal's default action and of any handler before it (the
  /// runtime's for SIGQUIT, GLib's ignoring of SIGPIPE).
  public static func watch(_ signals: [Int32], _ handler: @escaping @MainActor (Int32) -> Void) {
    self.handler = handler
    if !isReading {
      isReading = true
      g_unix_fd_add_full(G_PRIORITY_HIGH, signalPipe.read, G_IO_IN, readSignals, nil, nil)
    }
    for number in signals {
      var action = sigaction()
      action.__sigaction_handler.sa_sigaction = writeSignal
      action.sa_flags = SA_SIGINFO | SA_RESTART
      sigfillset(&action.sa_mask)
      sigaction(number, &action, nil)
    }
  }

  fileprivate static func deliver(_ number: Int32) {
    handler(number)
  }
}

/// The pipe from the signal handler to the main loop, made before any handler is installed.
private let signalPipe: (read: Int32, write: Int32) = {
  var ends: [Int32] = [-1, -1]
  _ = pipe(&ends)
  for end in ends {
    _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
  }
  return (ends[0], ends[1])
}()

/// The signal handler: async-signal-safe, it writes the number and leaves `errno` as it was.
private func writeSignal(
  _ number: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _: UnsafeMutableRawPointer?
) {
  if let info, info.pointee.si_code <= 0, info.pointee._sifields._kill.si_pid == getpid() {
    return
  }
  let saved = errno
  var number = number
  _ = write(signalPipe.write, &number, MemoryLayout<Int32>.size)
  errno = saved
}

/// Reads the numbers the handler wrote and hands each to the main actor's handler.
private func readSignals(_ handle: gint, _: GIOCondition, _: UnsafeMutableRawPointer?) -> gboolean {
  var number: Int32 = 0
  while read(handle, &number, MemoryLayout<Int32>.size) == MemoryLayout<Int32>.size {
    let received = number
    MainActor.assumeIsolated { UnixSignalSource.deliver(received) }
  }
  return 1
}
