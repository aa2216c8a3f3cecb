/// One call made on a ``Router``, recorded for tracing and for tests.
public enum RouterCall<Map: DestinationMap>: Hashable, Sendable {
  /// A screen was pushed.
  case push(Map.Element)
  /// The top screen was popped.
  case pop
  /// Every screen above the root was popped.
  case popToRoot
  /// The stack was written shorter, to `count` screens, in one step.
  case setPath(count: Int)
  /// A sheet or alert was presented.
  case present(Map.Presentation)
  /// The presented sheet or alert was dismissed.
  case dismiss
  /// The root was replaced.
  case setRoot(Map.Root)
  /// Another tab was selected.
  case selectTab(Map.Tab)
  /// A hidden tab's stack lost a route and everything above it.
  case removeHidden(Map.Tab, count: Int)
  /// A modal filled the global slot.
  case presentModal(Map.Modal)
  /// The global slot was emptied.
  case dismissModal
}

extension RouterCall: CustomStringConvertible {
  /// The call as it reads in a trace, such as `push(recipeDetail(carbonara))`.
  public var description: String {
    switch self {
    case .push(let element): "push(\(element))"
    case .pop: "pop"
    case .popToRoot: "popToRoot"
    case .setPath(let count): "setPath(\(count) screen\(count == 1 ? "" : "s"))"
    case .present(let presentation): "present(\(presentation))"
    case .dismiss: "dismiss"
    case .setRoot(let root): "setRoot(\(root))"
    case .selectTab(let tab): "selectTab(\(tab))"
    case .removeHidden(let tab, let count): "removeHidden(\(tab), keeping \(count))"
    case .presentModal(let modal): "presentModal(\(modal))"
    case .dismissModal: "dismissModal"
    }
  }
}
