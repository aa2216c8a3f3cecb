/// Who or what caused a coordinator's decision.
public enum TraceCause: Hashable, Sendable, CustomStringConvertible {
  /// A view model reported an event; the associated value is its type's name.
  case viewModel(String)
  /// A child coordinator handed up a result or an event; the value is its name.
  case child(String)
  /// The user acted on the host directly, as with a tab switch or a back gesture.
  case user
  /// A `cookbook://` link, given as its canonical URL.
  case link(String)
  /// The session ran out.
  case expiry
  /// The app is bringing back where the user was at the last launch.
  case restore

  /// The cause as it reads in a trace, such as `a link (cookbook://recipes)`.
  public var description: String {
    switch self {
    case .viewModel(let name): name
    case .child(let name): name
    case .user: "the user"
    case .link(let url): "a link (\(url))"
    case .expiry: "the clock"
    case .restore: "the saved location"
    }
  }
}

/// A lifecycle or decision event of a coordinator, for tracing.
public enum CoordinatorEvent: Hashable, Sendable {
  /// A coordinator started, at the given depth in the tree.
  case started(name: String, depth: Int)
  /// `cause` reported `event` to the coordinator `by`, which decided on `decision`.
  case decided(event: String, cause: TraceCause, by: String, decision: String, depth: Int)
  /// A coordinator finished with a result, described as text.
  case finished(name: String, result: String, depth: Int)
  /// A coordinator ended without a result: its screen left, or the flow around it ended.
  case ended(name: String, depth: Int)
  /// A parent let go of a child that finished or ended; nothing else holds it.
  case released(child: String, by: String, depth: Int)
}

/// Receives coordinator events.
public typealias CoordinatorTrace = @MainActor (CoordinatorEvent) -> Void
