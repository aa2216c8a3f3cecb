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
    static let modal = "modal"
    static let authorPrefix = "@"
  }

  /// The longest search a link may carry: the same limit as a typed search.
  public static let maximumQueryLength = 100

  /// The state a `cookbook://` link describes, following the URL table of the CLI contract.
  public static func navigationState(for link: DeepLink) throws(DeepLinkError) -> AppState {
    if link.destination == Word.login { return try signedOutState(for: link) }
    guard let tab = AppTab(rawValue: link.destination) else {
      throw .unknownDestination(link.destination)
    }
    let allowed = (tab == .recipes ? [Word.query] : []) + [Word.sheet, Word.alert, Word.modal]
    if let unknown = link.query.first(where: { !allowed.contains($0.name) }) {
      throw .unknownQueryParameter(unknown.name)
    }
    let root: RootDestination
    switch tab {
    case .recipes:
      let query = try link.queryValue(Word.query) ?? ""
      guard query.count <= maximumQueryLength else {
        throw .valueTooLong(name: Word.query, limit: maximumQueryLength)
      }
      root = .recipes(query: query)
    case .favorites: root = .favorites
    }
    guard link.path.count <= maximumStackDepth else {
      throw .tooManyScreens(count: link.path.count, limit: maximumStackDepth)
    }
    let stack = try link.path.map { segment throws(DeepLinkError) in try element(segment) }
    let presented = try presentation(in: link)
    if presented != nil {
      guard let top = stack.last else { throw .nothingToPresentOver }
      guard case .recipeDetail = top else { throw .presentationNotHere("an author") }
    }
    return AppState(root: root, stack: stack, presented: presented, modal: try modal(in: link))
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
      case .author(let id): link.path.append(Word.authorPrefix + id)
      }
    }
    switch state.presented {
    case .shareSheet: link.query.append(QueryItem(name: Word.sheet, value: Word.share))
    case .deleteAlert: link.query.append(QueryItem(name: Word.alert, value: Word.delete))
    case nil: break
    }
    if let modal = state.modal {
      link.query.append(QueryItem(name: Word.modal, value: modal.rawValue))
    }
    return link
  }

  private static func element(_ segment: String) throws(DeepLinkError) -> StackDestination {
    guard segment.hasPrefix(Word.authorPrefix) else { return .recipeDetail(id: segment) }
    let id = String(segment.dropFirst(Word.authorPrefix.count))
    guard !id.isEmpty else { throw .unknownPath(segment) }
    return .author(id: id)
  }

  private static func signedOutState(for link: DeepLink) throws(DeepLinkError) -> AppState {
    if link.query.contains(where: { $0.name == Word.modal }) { throw .modalNeedsSession }
    guard link.query.isEmpty else { throw .unexpectedQuery(destination: Word.login) }
    switch link.path {
    case []: return AppState(root: .signIn)
    case [Word.forgotPassword]: return AppState(root: .signIn, stack: [.forgotPassword])
    default: throw .unknownPath(([Word.login] + link.path).joined(separator: "/"))
    }
  }

  private static func modal(in link: DeepLink) throws(DeepLinkError) -> GlobalModal? {
    guard let value = try link.queryValue(Word.modal) else { return nil }
    guard let modal = GlobalModal(rawValue: value) else {
      throw .unknownQueryValue(name: Word.modal, value: value)
    }
    return modal
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
