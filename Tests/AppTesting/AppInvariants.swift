import Coordinators
import Navigation

/// What the types cannot rule out, checked by the tests after each step and by the explorer
/// after each path: every route shown has a live owner in the coordinator tree, on the stack
/// that owner owns, and a screen; no ended coordinator is in the tree; the router shows the
/// context the app's flow is in; a recipe's sheet is over a recipe; the search the list shows
/// is the router's; and the canonical URL opens the same state again. What the router holds
/// once (owners, models, paths) needs no check that a copy agrees.
@MainActor
public enum AppInvariants {
  /// Each broken invariant, as a sentence; empty when all hold.
  public static func violations(of app: AppCoordinator, router: AppRouter) -> [String] {
    var problems: [String] = []
    var live: Set<ObjectIdentifier> = []
    var pending: [any CoordinatorNode] = [app]
    while let node = pending.popLast() {
      live.insert(ObjectIdentifier(node))
      if node.isFinished { problems.append("\(node.name) has ended but is still in the tree.") }
      for child in node.children {
        if child.parent !== node { problems.append("\(child.name) names another parent.") }
        pending.append(child)
      }
    }
    for stack in router.ledger.stacks {
      for id in stack.pathIDs + [stack.presentedID].compactMap({ $0 }) {
        let label = "\(stack.label(of: id) ?? "?")\(id) on \(stack.name)"
        guard let owner = stack.owner(of: id) else {
          problems.append("\(label) is shown but its owner was released.")
          continue
        }
        if !live.contains(ObjectIdentifier(owner)) {
          problems.append("\(label) is owned by \(type(of: owner)), which is not in the tree.")
        }
        if let flow = owner as? any StackFlow, flow.ownStack !== stack {
          problems.append("\(label) is owned by a flow of another stack.")
        }
        if router.screen(of: id) == nil { problems.append("\(label) has no screen.") }
      }
    }
    switch (app.flow, router.context) {
    case (.signedOut?, .signedOut), (.signedIn?, .signedIn): break
    default: problems.append("The app's flow and the context \(router.context) disagree.")
    }
    if router.context == .signedOut, router.modal.presentedID != nil {
      problems.append("The global slot is filled while nobody is signed in.")
    }
    let home: HomeCoordinator? = if case .signedIn(let home) = app.flow { home } else { nil }
    let browsing = (home?.tabs ?? []).compactMap { ($0 as? TabCoordinator)?.stack }
    for stack in browsing where stack.presented != nil {
      guard case .recipeDetail? = stack.path.last?.destination else {
        problems.append("A sheet or alert is over no recipe on \(stack.name).")
        continue
      }
    }
    if case .signedIn(let home) = app.flow, let tab = home.flow(of: .recipes) as? TabCoordinator,
      case .recipes(let list) = tab.list, list.query != router.search
    {
      problems.append("The recipe list searches '\(list.query)' but the router '\(router.search)'.")
    }
    let url = router.canonicalURL
    do {
      let restored = try AppState(url: url)
      if restored != router.state { problems.append("\(url) opens \(restored) instead.") }
    } catch {
      problems.append("\(url) does not open: \(error)")
    }
    return problems
  }
}

extension StackFlow {
  /// The flow's stack, as an object whatever its types.
  fileprivate var ownStack: AnyObject { stack }
}
