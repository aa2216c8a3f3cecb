/// One call made on a ``Router``, recorded for tracing and for tests.
public enum RouterCall<Map: DestinationMap>: Hashable, Sendable {
  case push(Map.Element)
  case pop
  case popToRoot
  case present(Map.Presentation)
  case dismiss
  case setRoot(Map.Root)
  case selectTab(Map.Tab)
}

extension RouterCall: CustomStringConvertible {
  /// The call as it reads in a trace, such as `push(recipeDetail(carbonara))`.
  public var description: String {
    switch self {
    case .push(let element): "push(\(element))"
    case .pop: "pop"
    case .popToRoot: "popToRoot"
    case .present(let presentation): "present(\(presentation))"
    case .dismiss: "dismiss"
    case .setRoot(let root): "setRoot(\(root))"
    case .selectTab(let tab): "selectTab(\(tab))"
    }
  }
}
