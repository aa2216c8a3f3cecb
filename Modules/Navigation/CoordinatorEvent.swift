/// Who or what caused a coordinator's decision. A view model or a child is named by its type,
/// so a cause cannot be misspelt and a renamed type renames its traces.
public enum TraceCause: Hashable, Sendable, CustomStringConvertible {
  /// A view model reported an event through its navigation protocol.
  case viewModel(any AnyObject.Type)
  /// A child coordinator handed up a result or an event; the value is its trace name, taken
  /// from the coordinator or its type by `child(_:)`.
  case child(name: String)
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
    case .viewModel(let type): String(describing: type)
    case .child(let name): name
    case .user: "the user"
    case .link(let url): "a link (\(url))"
    case .expiry: "the clock"
    case .restore: "the saved location"
    }
  }

  /// The child `child` handed up a result or an event.
  @MainActor
  public static func child(_ child: any CoordinatorNode) -> TraceCause { .child(name: child.name) }

  /// A child of type `type` handed up a result or an event.
  public static func child(_ type: any AnyObject.Type) -> TraceCause {
    .child(name: String(describing: type))
  }

  /// Whether two causes are the same: types by identity, links by URL.
  public static func == (lhs: TraceCause, rhs: TraceCause) -> Bool {
    switch (lhs, rhs) {
    case (.viewModel(let left), .viewModel(let right)):
      ObjectIdentifier(left) == ObjectIdentifier(right)
    case (.child(let left), .child(let right)): left == right
    case (.user, .user), (.expiry, .expiry), (.restore, .restore): true
    case (.link(let left), .link(let right)): left == right
    default: false
    }
  }

  /// Hashes the cause consistently with `==`.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .viewModel(let type): hasher.combine(ObjectIdentifier(type))
    case .child(let name): hasher.combine(name)
    case .link(let url): hasher.combine(url)
    case .user, .expiry, .restore: hasher.combine(description)
    }
  }
}

/// A name for what a coordinator heard, from the app's own vocabulary: a case of an enum,
/// never free text, so the scaffold and the hand-written flows trace alike.
public protocol TraceEvent: CustomStringConvertible {}

/// A name for what a coordinator decided, from the app's own vocabulary.
public protocol TraceDecision: CustomStringConvertible {}

/// A lifecycle or decision event of a coordinator, for tracing.
public enum CoordinatorEvent: Hashable, Sendable {
  /// A coordinator started, at the given depth in the tree.
  case started(name: String, depth: Int)
  /// `cause` reported `event` to the coordinator `by`, which decided on `decision`.
  case decided(event: String, cause: TraceCause, by: String, decision: String, depth: Int)
  /// A coordinator finished with a result, described as text: `done` for a flow without one.
  case finished(name: String, result: String, depth: Int)
  /// A coordinator ended without a result: its screen left, or the flow around it ended.
  case ended(name: String, depth: Int)
  /// A parent let go of a child that finished or ended; nothing else holds it.
  case released(child: String, by: String, depth: Int)
}

/// Receives coordinator events.
public typealias CoordinatorTrace = @MainActor (CoordinatorEvent) -> Void
