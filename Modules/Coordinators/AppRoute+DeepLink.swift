import Navigation

extension AppRoute: DeepLinkRoute {
  private enum Destination {
    static let login = "login"
    static let recipes = "recipes"
    static let forgotPassword = "forgot-password"
    static let query = "q"
  }

  /// The state a `cookbook://` link describes, following the URL table of the CLI contract.
  public static func navigationState(
    for link: DeepLink
  ) throws(DeepLinkError) -> NavigationState<AppRoute> {
    switch link.destination {
    case Destination.login:
      guard link.query.isEmpty else { throw .unexpectedQuery(destination: Destination.login) }
      switch link.path {
      case []: return NavigationState(root: .signIn)
      case [Destination.forgotPassword]:
        return NavigationState(root: .signIn, stack: [.forgotPassword])
      default:
        throw .unknownPath(([Destination.login] + link.path).joined(separator: "/"))
      }
    case Destination.recipes:
      if let unknown = link.query.first(where: { $0.name != Destination.query }) {
        throw .unknownQueryParameter(unknown.name)
      }
      let query = try link.queryValue(Destination.query) ?? ""
      return NavigationState(
        root: .recipeList(query: query), stack: link.path.map { .recipeDetail(id: $0) })
    default:
      throw .unknownDestination(link.destination)
    }
  }

  /// The one canonical link of `state`.
  public static func deepLink(for state: NavigationState<AppRoute>) -> DeepLink {
    var link = DeepLink(destination: Destination.login)
    for route in [state.root] + state.stack {
      switch route {
      case .signIn:
        link = DeepLink(destination: Destination.login)
      case .forgotPassword:
        link.path.append(Destination.forgotPassword)
      case .recipeList(let query):
        link = DeepLink(destination: Destination.recipes)
        if !query.isEmpty { link.query = [QueryItem(name: Destination.query, value: query)] }
      case .recipeDetail(let id):
        link.path.append(id)
      }
    }
    return link
  }
}
