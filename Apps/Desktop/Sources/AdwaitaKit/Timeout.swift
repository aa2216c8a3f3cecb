import CAdwaita

/// A one-off event of the main loop, after a delay.
@MainActor
public enum Timeout {
  /// Calls `action` once on the main thread after `milliseconds`, from the main loop.
  public static func after(milliseconds: UInt32, _ action: @escaping @MainActor () -> Void) {
    let data = Unmanaged.passRetained(SourceHandler(action)).toOpaque()
    g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, runOnce, data, releaseHandler)
  }
}

/// A GLib source's Swift closure, freed when the source is destroyed.
@MainActor
private final class SourceHandler {
  let handler: @MainActor () -> Void

  init(_ handler: @escaping @MainActor () -> Void) {
    self.handler = handler
  }
}

/// Runs a ``SourceHandler`` once: GLib removes the source when it returns false.
private func runOnce(_ data: UnsafeMutableRawPointer?) -> gboolean {
  nonisolated(unsafe) let data = data
  MainActor.assumeIsolated {
    Unmanaged<SourceHandler>.fromOpaque(data!).takeUnretainedValue().handler()
  }
  return 0
}

/// GLib's `GDestroyNotify` for a ``SourceHandler``.
private func releaseHandler(_ data: UnsafeMutableRawPointer?) {
  Unmanaged<SourceHandler>.fromOpaque(data!).release()
}
