/// A lifecycle event of a coordinator, for tracing.
public enum CoordinatorEvent: Hashable, Sendable {
  /// A coordinator started, at the given depth in the tree.
  case started(name: String, depth: Int)
  /// A coordinator finished with a result, described as text, and was released by its parent.
  case finished(name: String, result: String, depth: Int)
  /// A coordinator ended without a result because the flow around it ended, and was released.
  case ended(name: String, depth: Int)
}

/// Receives coordinator lifecycle events.
public typealias CoordinatorTrace = @MainActor (CoordinatorEvent) -> Void
