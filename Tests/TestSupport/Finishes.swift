import Synchronization
import Testing

/// Waits for `body` at most `limit`; past it, records an issue and returns without waiting for
/// it, so that work a fault leaves running fails its test instead of hanging the run.
/// - Returns: whether `body` finished in time.
@MainActor
@discardableResult
public func finishes(
  within limit: Duration = .seconds(30), sourceLocation: SourceLocation = #_sourceLocation,
  _ body: @escaping @MainActor () async -> Void
) async -> Bool {
  let finished = await withCheckedContinuation { continuation in
    let pending = Mutex<CheckedContinuation<Bool, Never>?>(continuation)
    let resume: @Sendable (Bool) -> Void = { value in
      pending.withLock { waiting in
        defer { waiting = nil }
        return waiting
      }?.resume(returning: value)
    }
    Task {
      await body()
      resume(true)
    }
    Task {
      try? await Task.sleep(for: limit)
      resume(false)
    }
  }
  if !finished { Issue.record("still running after \(limit)", sourceLocation: sourceLocation) }
  return finished
}
