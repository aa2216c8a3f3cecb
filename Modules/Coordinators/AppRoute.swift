/// Every screen the app can show; the router's state is built from these.
public enum AppRoute: Hashable, Sendable {
  case signIn
  case forgotPassword
  case recipeList(query: String)
  case recipeDetail(id: String)
}

extension AppRoute: CustomStringConvertible {
  /// The route as it reads in a trace, such as `recipeDetail(tiramisu)`.
  public var description: String {
    switch self {
    case .signIn: "signIn"
    case .forgotPassword: "forgotPassword"
    case .recipeList(let query): query.isEmpty ? "recipeList" : "recipeList(q: \(query))"
    case .recipeDetail(let id): "recipeDetail(\(id))"
    }
  }

  /// Whether the route belongs to the signed-in part of the app.
  public var requiresSession: Bool {
    switch self {
    case .signIn, .forgotPassword: false
    case .recipeList, .recipeDetail: true
    }
  }
}
