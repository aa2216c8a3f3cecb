import CAdwaita

/// A Unix signal delivered as an event of the main loop, on the main thread, where the main
/// actor's state can be read safely.
@MainActor
public enum UnixSignalSource {
  /// Calls `handler` on the main thread each time `signal` arrives (one of SIGHUP, SIGINT,
  /// SIGTERM, SIGUSR1, SIGUSR2, SIGWINCH); the handler stays for the rest of the process.
  public static func watch(_ signal: Int32, _ handler: @escaping @MainActor () -> Void) {
    let data = Unmanaged.passRetained(SourceHandler(handler)).toOpaque()
    g_unix_signal_add_full(G_PRIORITY_HIGH, signal, runHandler, data, releaseHandler)
  }
}

/// A GLib source's Swift closure, freed when the source is destroyed.
@MainActor
final class SourceHandler {
  let handler: @MainActor () -> Bool

  init(_ handler: @escaping @MainActor () -> Void) {
    self.handler = {
      handler()
      return true
    }
  }

  init(once handler: @escaping @MainActor () -> Void) {
    self.handler = {
      handler()
      return false
    }
  }
}

/// Runs a ``SourceHandler``; GLib keeps the source while it returns true.
func runHandler(_ data: UnsafeMutableRawPointer?) -> gboolean {
  nonisolated(unsafe) let data = data
  return MainActor.assumeIsolated {
    Unmanaged<SourceHandler>.fromOpaque(data!).takeUnretainedValue().handler()
  } ? 1 : 0
}

/// GLib's `GDestroyNotify` for a ``SourceHandler``.
func releaseHandler(_ data: UnsafeMutableRawPointer?) {
  Unmanaged<SourceHandler>.fromOpaque(data!).release()
}
