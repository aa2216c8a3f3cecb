import Synchronization
import Testing

/// A gate that suspends callers of ``wait()`` until the test opens it, so a test can act
/// while an intent is suspended inside a service, as a platform's user does. The first
/// `passing` callers go through without stopping.
public final class Gate: Sendable {
  private struct State {
    var isOpen = false
    var waiting: [CheckedContinuation<Void, Never>] = []
    var arrivals = 0
  }

  private let state = Mutex(State())
  private let passing: Int

  /// Creates a closed gate that lets the first `passing` callers through.
  public init(passing: Int = 0) {
    self.passing = passing
  }

  /// Suspends until the gate is open; returns at once when it already is.
  public func wait() async {
    await withCheckedContinuation { continuation in
      let resumeNow = state.withLock { state in
        state.arrivals += 1
        guard !state.isOpen, state.arrivals > passing else { return true }
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

  /// How many callers are waiting at the gate now.
  public var waiting: Int { state.withLock { $0.waiting.count } }

  /// Waits until at least `count` callers are waiting at the gate, yielding, then sleeping a
  /// millisecond at a time so that a loaded machine's other work runs; after 30 seconds
  /// without them, records an issue and returns, so that a fault fails a test instead of
  /// hanging it.
  public func untilWaiting(
    _ count: Int = 1, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let deadline = ContinuousClock.now + .seconds(30)
    var polls = 0
    while waiting < count {
      guard ContinuousClock.now < deadline else {
        Issue.record(
          "\(waiting) of \(count) callers reached the gate in 30 s", sourceLocation: sourceLocation)
        return
      }
      polls += 1
      if polls < 100 { await Task.yield() } else { try? await Task.sleep(for: .milliseconds(1)) }
    }
  }
}
