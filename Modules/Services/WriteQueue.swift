/// Runs writes one after another in the order they were asked for, so a slow earlier write
/// never lands after a later one. A store promises nothing about calls that overlap.
@MainActor
public final class WriteQueue {
  private var last: Task<Void, Never>?

  /// Creates a queue with nothing asked for.
  public init() {}

  /// Runs `write` once every write asked for before it has finished; a caller cancelled
  /// meanwhile still gets its write made.
  public func run<Value: Sendable>(
    _ write: @escaping @Sendable () async throws(ServiceError) -> Value
  ) async throws(ServiceError) -> Value {
    let previous = last
    let task = Task { () -> Result<Value, ServiceError> in
      await previous?.value
      do throws(ServiceError) {
        return .success(try await write())
      } catch {
        return .failure(error)
      }
    }
    last = Task { _ = await task.value }
    return try await task.value.get()
  }
}
