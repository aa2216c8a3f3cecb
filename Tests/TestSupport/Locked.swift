import Synchronization

/// A value shared between a test and the `Sendable` fakes it configures.
public final class Locked<Value: Sendable>: Sendable {
  private let storage: Mutex<Value>

  /// Wraps `value`.
  public init(_ value: Value) {
    storage = Mutex(value)
  }

  /// The current value.
  public var value: Value { storage.withLock { $0 } }

  /// Changes the value in place.
  public func mutate(_ change: (inout Value) -> Void) {
    storage.withLock { change(&$0) }
  }

  /// Changes the value in place and returns what `change` returns; when `change` throws, the
  /// value stays as it was.
  public func modify<Result: Sendable, Failure: Error>(
    _ change: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try storage.withLock { value throws(Failure) in
      var changed = value
      let result = try change(&changed)
      value = changed
      return result
    }
  }
}
