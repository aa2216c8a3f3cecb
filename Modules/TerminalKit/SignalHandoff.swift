#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Waits for a dispatch signal source to own its signal. A program ignores a signal
/// (`SIG_IGN`) before making a dispatch source for it, so that the default action cannot end
/// it first; on Linux, libdispatch installs its own handler a moment after `resume()`, from
/// another thread, and a signal that arrives in between is ignored and lost.
public enum SignalHandoff {
  /// Returns once `signal`'s handler is no longer `SIG_IGN`, or after about two seconds.
  public static func waitUntilDispatchOwns(_ signal: Int32) {
    var current = sigaction()
    for _ in 0..<20_000 {
      guard sigaction(signal, nil, &current) == 0, isIgnored(current) else { return }
      usleep(100)
    }
  }

  private static func isIgnored(_ action: sigaction) -> Bool {
    #if canImport(Glibc)
      unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
        == unsafeBitCast(SIG_IGN, to: Int.self)
    #else
      unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self)
        == unsafeBitCast(SIG_IGN, to: Int.self)
    #endif
  }
}
