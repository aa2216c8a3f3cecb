import Navigation
import Observation
import Synchronization

/// The link in flight: the work of following one `cookbook://` link, owned by the signed-in
/// flow (so a sign-out cancels it) and by the place it was opened from. One link runs at a
/// time: a newer one cancels it, and while it waits for its checks, anything else that moves
/// the app (the user, an expiry) cancels it too. Cancelled work cannot navigate, so a link
/// that was overtaken does nothing more; it only says so.
@MainActor
final class LinkWork {
  private var task: Task<LinkOutcome, Never>?

  /// Cancels the link in flight, if any.
  func cancel() {
    task?.cancel()
    task = nil
  }

  /// Follows a link with `body`, as work of `flow`, after cancelling the one in flight.
  /// - Returns: the outcome, or `.refused(.superseded)` when the flow may not act or the
  ///   link was overtaken.
  func follow(
    in home: HomeCoordinator,
    _ body: @escaping @MainActor (_ whileInPlace: WaitInPlace) async -> LinkOutcome
  ) async -> LinkOutcome {
    cancel()
    let tripwire = Tripwire()
    guard
      let task = home.perform({ [tripwire] in
        await body(WaitInPlace(tripwire: tripwire))
      })
    else { return .refused(.superseded) }
    tripwire.task = task
    self.task = task
    let outcome = await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
    if self.task == task { self.task = nil }
    return outcome
  }
}

/// Waits while the app stays where it is: a change of the router's state during the wait
/// cancels the link that waits.
@MainActor
struct WaitInPlace {
  fileprivate let tripwire: Tripwire

  /// Runs `wait` with the tripwire armed on `router`'s state.
  func callAsFunction<Value>(on router: AppRouter, _ wait: () async -> Value) async -> Value {
    let armed = tripwire.arm()
    withObservationTracking {
      _ = router.state
    } onChange: {
      armed.trip()
    }
    defer { armed.disarm() }
    return await wait()
  }
}

/// Cancels one link's task when what it watches changes, while it is armed.
@MainActor
private final class Tripwire {
  var task: Task<LinkOutcome, Never>?

  func arm() -> Armed {
    Armed { [weak self] in self?.task?.cancel() }
  }

  /// One arming: tripped at most once, and not after it is disarmed.
  final class Armed: Sendable {
    private let isArmed = Atomic(true)
    private let action: @MainActor @Sendable () -> Void

    init(_ action: @escaping @MainActor @Sendable () -> Void) {
      self.action = action
    }

    nonisolated func trip() {
      guard isArmed.exchange(false, ordering: .relaxed) else { return }
      MainActor.assumeIsolated { action() }
    }

    nonisolated func disarm() {
      isArmed.store(false, ordering: .relaxed)
    }
  }
}
