import Synchronization

/// One gate in front of every service the app uses, so the explorer can suspend an intent at
/// any of its waits, as a slow disk or server would, and deliver other input meanwhile.
///
/// Armed with `skip: k`, the first `k` service calls go through; the next one stops, and from
/// then on every call stops too (the whole back end is slow), until ``open()``.
final class Suspensions: Sendable {
  private struct State {
    var isArmed = false
    var skip = 0
    var isHolding = false
    var waiting: [CheckedContinuation<Void, Never>] = []
    var firstHeld: String?
  }

  private let state = Mutex(State())

  /// Makes the call after the next `skip` ones stop, and every call after it.
  func arm(skip: Int) {
    state.withLock { $0 = State(isArmed: true, skip: skip) }
  }

  /// How many calls are stopped now.
  var waiting: Int { state.withLock { $0.waiting.count } }

  /// The first call that stopped since the gate was armed, by its service's name.
  var firstHeld: String? { state.withLock { $0.firstHeld } }

  /// Lets every stopped call through and disarms the gate.
  func open() {
    let waiting = state.withLock { state in
      defer { state = State() }
      return state.waiting
    }
    for continuation in waiting { continuation.resume() }
  }

  /// Passes a call of `service`, or stops it while the gate holds.
  func pass(_ service: String) async {
    await withCheckedContinuation { continuation in
      let stops = state.withLock { state -> Bool in
        guard state.isArmed else { return false }
        guard state.isHolding || state.skip == 0 else {
          state.skip -= 1
          return false
        }
        if !state.isHolding {
          state.isHolding = true
          state.firstHeld = service
        }
        state.waiting.append(continuation)
        return true
      }
      if !stops { continuation.resume() }
    }
  }
}
