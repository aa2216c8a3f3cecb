import CAdwaita

/// A one-off event of the main loop, after a delay.
@MainActor
public enum Timeout {
  /// Calls `action` once on the main thread after `milliseconds`, from the main loop.
  public static func after(milliseconds: UInt32, _ action: @escaping @MainActor () -> Void) {
    let data = Unmanaged.passRetained(SourceHandler(once: action)).toOpaque()
    g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, runHandler, data, releaseHandler)
  }
}
