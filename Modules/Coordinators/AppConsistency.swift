import Navigation

/// One way the app's coordinator tree, its router and its URL disagree, as the checker names
/// it; a host asserts there are none after every event in debug builds.
public enum AppViolation: Hashable, Sendable, CustomStringConvertible {
  /// The tree and the routes disagree (see `ConsistencyCheck`).
  case tree(ConsistencyCheck.Violation)
  /// The router shows a context the app's flow is not in.
  case contextMismatch(flow: String, shown: String)
  /// The signed-in flow does not run one of its tabs.
  case tabNotRunning
  /// The Recipes list's search and the router's disagree.
  case searchMismatch(list: String, router: String)
  /// A route is shown that no flow has a screen for.
  case noScreen(route: String)
  /// The global slot is filled while nobody is signed in.
  case modalWhileSignedOut
  /// A recipe's sheet or alert is over something that is not a recipe.
  case presentationWithoutRecipe(String)
  /// The state's canonical URL does not restore it.
  case urlDoesNotRestore(url: String, reason: String)

  /// The violation as a sentence.
  public var description: String {
    switch self {
    case .tree(let violation): violation.description
    case .contextMismatch(let flow, let shown): "The flow is \(flow), but \(shown) is shown."
    case .tabNotRunning: "The signed-in flow does not run every tab."
    case .searchMismatch(let list, let router):
      "The recipe list searches '\(list)' but the router says '\(router)'."
    case .noScreen(let route): "No flow has a screen for \(route)."
    case .modalWhileSignedOut: "The global slot is filled while nobody is signed in."
    case .presentationWithoutRecipe(let presented):
      "\(presented) is shown with no recipe under it."
    case .urlDoesNotRestore(let url, let reason): "\(url) does not restore the state: \(reason)"
    }
  }
}

/// The app-level checks on top of `ConsistencyCheck`: the context matches the flow, every
/// shown route has a screen, each presentation sits over what it belongs to, and the state's
/// canonical URL opens the same state again.
@MainActor
enum AppConsistency {
  static func violations(of app: AppCoordinator, router: AppRouter) -> [AppViolation] {
    var problems = ConsistencyCheck.violations(routes: router.routes, tree: app).map {
      AppViolation.tree($0)
    }
    switch (app.flow, router.context) {
    case (.signedOut?, .signedOut): break
    case (.signedIn(let home)?, .signedIn):
      if !home.runsEveryTab { problems.append(.tabNotRunning) }
      if case .recipes(let list)? = home.tabs[.recipes]?.list, list.query != router.search {
        problems.append(.searchMismatch(list: list.query, router: router.search))
      }
    case (let flow, let context):
      problems.append(.contextMismatch(flow: describe(flow), shown: "\(context)"))
    }
    if router.modal.current != nil, case .signedOut? = app.flow {
      problems.append(.modalWhileSignedOut)
    }
    for record in router.routes where app.screen(for: record.id) == nil {
      problems.append(.noScreen(route: record.label))
    }
    for stack in [router.recipes, router.favorites] {
      if let presented = stack.presented, case .author? = stack.path.last?.destination {
        problems.append(.presentationWithoutRecipe("\(presented) on \(stack.name)"))
      } else if let presented = stack.presented, stack.path.isEmpty {
        problems.append(.presentationWithoutRecipe("\(presented) on \(stack.name)"))
      }
    }
    let state = router.state
    let url = state.canonicalURL
    do {
      let restored = try AppState(url: url)
      if restored != state {
        problems.append(.urlDoesNotRestore(url: url, reason: "it opens \(restored)"))
      }
    } catch {
      problems.append(.urlDoesNotRestore(url: url, reason: error.description))
    }
    return problems
  }

  private static func describe(_ flow: AppCoordinator.Flow?) -> String {
    switch flow {
    case .signedOut?: "signed out"
    case .signedIn?: "signed in"
    case nil: "not launched"
    }
  }
}
