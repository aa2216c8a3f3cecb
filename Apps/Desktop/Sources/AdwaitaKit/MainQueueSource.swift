import CAdwaita

/// Runs Swift's main actor inside GLib's main loop, on the one main thread, without polling.
///
/// On Linux the main actor's jobs go to libdispatch's main queue, which signals new work on a
/// file descriptor (an eventfd). A GLib source watches that descriptor: when it becomes
/// readable, the source clears it and drains the queue, as CoreFoundation's run loop does.
/// See Docs/adr/0036-the-main-actor-drained-by-a-glib-source.md.
@MainActor
public enum MainQueueSource {
  /// Attaches the source to the default main context. Call once, on the main thread, before
  /// the main loop runs, in a process whose `main` is synchronous: an `async` main hands the
  /// main queue to `dispatch_main`, after which it can no longer be drained here.
  /// - Returns: `false` when the main queue has no descriptor to watch.
  @discardableResult
  public static func attach() -> Bool {
    let handle = _dispatch_get_main_queue_handle_4CF()
    guard handle >= 0 else { return false }
    g_unix_fd_add_full(G_PRIORITY_DEFAULT, handle, G_IO_IN, drain, nil, nil)
    return true
  }
}

/// Clears the queue's wake-up before draining, so that work enqueued during the drain wakes
/// the source again on the next iteration instead of being lost.
private func drain(
  _ handle: gint, _: GIOCondition, _: UnsafeMutableRawPointer?
) -> gboolean {
  var count: UInt64 = 0
  _ = read(handle, &count, MemoryLayout<UInt64>.size)
  _dispatch_main_queue_callback_4CF(nil)
  return 1
}
