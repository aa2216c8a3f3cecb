import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns signals into calls on a thread of their own. The handler only writes the signal's
/// number to a pipe, which is all a handler may safely do; a thread reads the pipe and calls
/// the receiver, which may then take locks and write files. The signals are unblocked on the
/// main thread first: a parent may start the app with them blocked (a libdispatch worker
/// thread that spawns a process passes on its mask, which blocks them).
///
/// Dispatch signal sources are not used: on Linux, libdispatch never blocks SIGPIPE, so a
/// SIGPIPE sent to the process can loop in its handler instead of reaching the source. A
/// SIGPIPE that the process raised itself, by writing to a closed pipe, is left to the writer,
/// which sees `EPIPE` and knows better what is true at that moment.
enum SignalRelay {
  /// Starts relaying `signals` to `receiver`.
  static func start(_ signals: [Int32], to receiver: @escaping @Sendable (Int32) -> Void) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
    relayEnd = ends[1]
    let readEnd = ends[0]
    let thread = Thread {
      var byte: UInt8 = 0
      while true {
        let count = read(readEnd, &byte, 1)
        if count == 1 { receiver(Int32(byte)) }
        if count < 0, errno == EINTR { continue }
        if count <= 0 { return }
      }
    }
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    for number in signals { sigaddset(&unblocked, number) }
    pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    thread.start()
    for number in signals {
      var action = sigaction()
      #if canImport(Glibc)
        action.__sigaction_handler.sa_sigaction = relay
      #else
        action.__sigaction_u.__sa_sigaction = relay
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_SIGINFO | SA_RESTART
      sigaction(number, &action, nil)
    }
  }
}

/// The pipe's write end, set once before any handler is installed.
nonisolated(unsafe) private var relayEnd: Int32 = -1

private let relay:
  @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?)
    -> Void = { number, info, _ in
      if number == SIGPIPE, let info, sender(of: info) == getpid() { return }
      let saved = errno
      var byte = UInt8(truncatingIfNeeded: number)
      _ = write(relayEnd, &byte, 1)
      errno = saved
    }

private func sender(of info: UnsafeMutablePointer<siginfo_t>) -> pid_t {
  #if canImport(Glibc)
    info.pointee._sifields._kill.si_pid
  #else
    info.pointee.si_pid
  #endif
}
