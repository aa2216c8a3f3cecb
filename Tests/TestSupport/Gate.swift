import Synchronization

/// A gate that suspends every caller of ``wait()`` until the test opens it, so a test can
/// act while an intent is suspended inside a service, as a platform's user does.
public final class Gate: Sendable {
  private struct State {
    var isOpen = false
    var waiting: [CheckedContinuation<Void, Never>] = []
    var arrivals = 0
  }

  private let state = Mutex(State())

  /// Creates a closed gate.
  public init() {}

  /// Suspends until the gate is open; returns at once when it already is.
  public func wait() async {
    await withCheckedContinuation { continuation in
      let resumeNow = state.withLock { state in
        state.arrivals += 1
        guard !state.isOpen else { return true }
        state.waiting.append(continuation)
        return false
      }
      if resumeNow { continuation.resume() }
    }
  }

  /// Opens the gate and lets every waiting caller through.
  public func open() {
    let waiting = state.withLock { state in
      state.isOpen = true
      defer { state.waiting.removeAll() }
      return state.waiting
    }
    for continuation in waiting { continuation.resume() }
  }

  /// How many callers have reached the gate so far.
  public var arrivals: Int { state.withLock { $0.arrivals } }

  /// Yields until at least `count` callers have reached the gate.
  public func untilArrivals(_ count: Int = 1) async {
    while arrivals < count { await Task.yield() }
  }
}
