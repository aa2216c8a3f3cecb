import CAdwaita

/// When a window's frames are drawn, for measuring how long the platform takes to show
/// something: times are GLib's monotonic clock in microseconds (`CLOCK_MONOTONIC`).
@MainActor
public enum FrameClock {
  /// The monotonic clock's time now, in microseconds.
  public static var now: Int { g_get_monotonic_time() }

  /// Calls `drawn` with the time after each frame of `window` is painted, while it returns
  /// `true`; the window must be shown.
  public static func afterEachPaint(
    of window: Window, _ drawn: @escaping @MainActor (Int) -> Bool
  ) {
    guard let clock = gtk_widget_get_frame_clock(window.widget) else { return }
    let box = Unmanaged.passRetained(PaintHandler(drawn)).toOpaque()
    let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void =
      paintTrampoline
    let id = g_signal_connect_data(
      UnsafeMutableRawPointer(clock), "after-paint", unsafeBitCast(trampoline, to: GCallback.self),
      box, releasePaintHandler, GConnectFlags(0))
    Unmanaged<PaintHandler>.fromOpaque(box).takeUnretainedValue().connection = (clock, id)
  }
}

private final class PaintHandler {
  let drawn: @MainActor (Int) -> Bool
  var connection: (clock: OpaquePointer, id: gulong)?

  init(_ drawn: @escaping @MainActor (Int) -> Bool) {
    self.drawn = drawn
  }
}

private func paintTrampoline(_: UnsafeMutableRawPointer?, _ data: UnsafeMutableRawPointer?) {
  nonisolated(unsafe) let data = data
  MainActor.assumeIsolated {
    let handler = Unmanaged<PaintHandler>.fromOpaque(data!).takeUnretainedValue()
    guard !handler.drawn(g_get_monotonic_time()), let (clock, id) = handler.connection else {
      return
    }
    handler.connection = nil
    g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), id)
  }
}

private func releasePaintHandler(
  _ data: UnsafeMutableRawPointer?, _: UnsafeMutablePointer<GClosure>?
) {
  Unmanaged<PaintHandler>.fromOpaque(data!).release()
}
