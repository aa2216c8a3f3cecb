import Navigation

extension AppDestinations: DeepLinkMap {
  private enum Word {
    static let login = "login"
    static let forgotPassword = "forgot-password"
    static let query = "q"
    static let sheet = "sheet"
    static let share = "share"
    static let alert = "alert"
    static let delete = "delete"
  }

  /// The state a `cookbook://` link describes, following the URL table of the CLI contract.
  public static func navigationState(for link: DeepLink) throws(DeepLinkError) -> AppState {
    if link.destination == Word.login { return try signedOutState(for: link) }
    guard let tab = AppTab(rawValue: link.destination) else {
      throw .unknownDestination(link.destination)
    }
    let allowed =
      tab == .recipes ? [Word.query, Word.sheet, Word.alert] : [Word.sheet, Word.alert]
    if let unknown = link.query.first(where: { !allowed.contains($0.name) }) {
      throw .unknownQueryParameter(unknown.name)
    }
    let root: RootDestination =
      tab == .recipes ? .recipes(query: try link.queryValue(Word.query) ?? "") : .favorites
    let presented = try presentation(in: link)
    guard presented == nil || !link.path.isEmpty else { throw .nothingToPresentOver }
    return AppState(
      root: root, stack: link.path.map { .recipeDetail(id: $0) }, presented: presented)
  }

  /// The one canonical link of `state`.
  public static func deepLink(for state: AppState) -> DeepLink {
    var link: DeepLink
    switch state.root {
    case .signIn: link = DeepLink(destination: Word.login)
    case .recipes(let query):
      link = DeepLink(destination: AppTab.recipes.rawValue)
      if !query.isEmpty { link.query = [QueryItem(name: Word.query, value: query)] }
    case .favorites: link = DeepLink(destination: AppTab.favorites.rawValue)
    }
    for element in state.stack {
      switch element {
      case .forgotPassword: link.path.append(Word.forgotPassword)
      case .recipeDetail(let id): link.path.append(id)
      }
    }
    switch state.presented {
    case .shareSheet: link.query.append(QueryItem(name: Word.sheet, value: Word.share))
    case .deleteAlert: link.query.append(QueryItem(name: Word.alert, value: Word.delete))
    case nil: break
    }
    return link
  }

  private static func signedOutState(for link: DeepLink) throws(DeepLinkError) -> AppState {
    guard link.query.isEmpty else { throw .unexpectedQuery(destination: Word.login) }
    switch link.path {
    case []: return AppState(root: .signIn)
    case [Word.forgotPassword]: return AppState(root: .signIn, stack: [.forgotPassword])
    default: throw .unknownPath(([Word.login] + link.path).joined(separator: "/"))
    }
  }

  private static func presentation(
    in link: DeepLink
  ) throws(DeepLinkError) -> PresentedDestination? {
    let sheet = try link.queryValue(Word.sheet)
    let alert = try link.queryValue(Word.alert)
    switch (sheet, alert) {
    case (nil, nil): return nil
    case (Word.share, nil): return .shareSheet
    case (nil, Word.delete): return .deleteAlert
    case (let sheet?, nil): throw .unknownQueryValue(name: Word.sheet, value: sheet)
    case (nil, let alert?): throw .unknownQueryValue(name: Word.alert, value: alert)
    case (.some, .some): throw .twoPresentations
    }
  }
}
