/// A lifecycle or decision event of a coordinator, for tracing.
public enum CoordinatorEvent: Hashable, Sendable {
  /// A coordinator started, at the given depth in the tree.
  case started(name: String, depth: Int)
  /// A view model (or the user, through the terminal) reported `event` to the coordinator
  /// `by`, which decided on `decision`.
  case decided(event: String, from: String, by: String, decision: String, depth: Int)
  /// A coordinator finished with a result, described as text.
  case finished(name: String, result: String, depth: Int)
  /// A coordinator ended without a result because the flow around it ended.
  case ended(name: String, depth: Int)
  /// A parent let go of a child that finished or ended; nothing else holds it.
  case released(child: String, by: String, depth: Int)
}

/// Receives coordinator events.
public typealias CoordinatorTrace = @MainActor (CoordinatorEvent) -> Void
