/// One call made on a ``Router``, recorded for tracing and for tests.
public enum RouterCall<Route: Hashable & Sendable>: Hashable, Sendable {
  case push(Route)
  case pop
  case popToRoot
  case present(Route)
  case dismiss
  case setRoot(Route)
}

extension RouterCall: CustomStringConvertible {
  /// The call as it reads in a trace, such as `push(recipeDetail(carbonara))`.
  public var description: String {
    switch self {
    case .push(let route): "push(\(route))"
    case .pop: "pop"
    case .popToRoot: "popToRoot"
    case .present(let route): "present(\(route))"
    case .dismiss: "dismiss"
    case .setRoot(let route): "setRoot(\(route))"
    }
  }
}
