/// Lets calls through one at a time, in the order they were made, as a store that keeps the
/// order of its calls does: a fake that waits at a ``Gate`` keeps that promise through this.
public final class InOrder: Sendable {
  private struct State {
    var running = false
    var waiting: [CheckedContinuation<Void, Never>] = []
  }

  private let state = Locked(State())

  /// Creates a queue with nothing running.
  public init() {}

  /// Runs `body` once every call made before this one has finished.
  public func run<Value, Failure: Error>(_ body: () async throws(Failure) -> Value)
    async throws(Failure) -> Value
  {
    await withCheckedContinuation { continuation in
      state.mutate { state in
        if state.running {
          state.waiting.append(continuation)
        } else {
          state.running = true
          continuation.resume()
        }
      }
    }
    defer {
      state.mutate { state in
        if state.waiting.isEmpty {
          state.running = false
        } else {
          state.waiting.removeFirst().resume()
        }
      }
    }
    return try await body()
  }
}
