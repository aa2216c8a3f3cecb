import Navigation

extension AppDestinations: DeepLinkMap {
  private enum Word {
    static let login = "login"
    static let forgotPassword = "forgot-password"
    static let settings = "settings"
    static let query = "q"
    static let sheet = "sheet"
    static let share = "share"
    static let add = "add"
    static let edit = "edit"
    static let item = "item"
    static let alert = "alert"
    static let delete = "delete"
    static let modal = "modal"
    static let authorPrefix = "@"
  }

  /// The longest search a link may carry: the same limit as a typed search.
  public static let maximumQueryLength = 100

  /// The state a `cookbook://` link describes, following the URL tables of the CLI contract.
  public static func navigationState(for link: DeepLink) throws(DeepLinkError) -> AppState {
    if link.destination == Word.login { return try signedOutState(for: link) }
    guard let tab = AppTab(rawValue: link.destination) else {
      throw .unknownDestination(link.destination)
    }
    var state: AppState
    switch tab {
    case .recipes, .favorites: state = try recipeTabState(tab, link)
    case .pantry: state = try pantryState(link)
    case .profile: state = try profileState(link)
    }
    state.modal = try modal(in: link)
    return state
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
    case .pantry: link = DeepLink(destination: AppTab.pantry.rawValue)
    case .profile: link = DeepLink(destination: AppTab.profile.rawValue)
    }
    for element in state.stack {
      switch element {
      case .forgotPassword: link.path.append(Word.forgotPassword)
      case .recipeDetail(let id): link.path.append(id)
      case .author(let id): link.path.append(Word.authorPrefix + id)
      case .settings: link.path.append(Word.settings)
      }
    }
    switch state.presented {
    case .shareSheet: link.query.append(QueryItem(name: Word.sheet, value: Word.share))
    case .deleteAlert: link.query.append(QueryItem(name: Word.alert, value: Word.delete))
    case .pantryItemForm(nil): link.query.append(QueryItem(name: Word.sheet, value: Word.add))
    case .pantryItemForm(let id?):
      link.query += [
        QueryItem(name: Word.sheet, value: Word.edit), QueryItem(name: Word.item, value: id),
      ]
    case .pantryDeleteAlert(let id):
      link.query += [
        QueryItem(name: Word.alert, value: Word.delete), QueryItem(name: Word.item, value: id),
      ]
    case nil: break
    }
    if let modal = state.modal {
      link.query.append(QueryItem(name: Word.modal, value: modal.rawValue))
    }
    return link
  }

  private static func recipeTabState(
    _ tab: AppTab, _ link: DeepLink
  ) throws(DeepLinkError) -> AppState {
    let allowed = (tab == .recipes ? [Word.query] : []) + [Word.sheet, Word.alert, Word.modal]
    try refuseUnknownQuery(in: link, allowing: allowed)
    var root = RootDestination.favorites
    if tab == .recipes {
      let query = try link.queryValue(Word.query) ?? ""
      guard query.count <= maximumQueryLength else {
        throw .valueTooLong(name: Word.query, limit: maximumQueryLength)
      }
      root = .recipes(query: query)
    }
    guard link.path.count <= maximumStackDepth else {
      throw .tooManyScreens(count: link.path.count, limit: maximumStackDepth)
    }
    let stack = try link.path.map { segment throws(DeepLinkError) in try element(segment) }
    let presented: PresentedDestination?
    switch try presentationWords(in: link) {
    case nil: presented = nil
    case (Word.sheet, Word.share)?: presented = .shareSheet
    case (Word.alert, Word.delete)?: presented = .deleteAlert
    case (let name, let value)?: throw .unknownQueryValue(name: name, value: value)
    }
    if presented != nil {
      guard let top = stack.last else { throw .nothingToPresentOver }
      guard case .recipeDetail = top else { throw .presentationNotHere("an author") }
    }
    return AppState(root: root, stack: stack, presented: presented)
  }

  private static func pantryState(_ link: DeepLink) throws(DeepLinkError) -> AppState {
    try refuseUnknownQuery(in: link, allowing: [Word.sheet, Word.alert, Word.item, Word.modal])
    guard link.path.isEmpty else {
      throw .unknownPath(([AppTab.pantry.rawValue] + link.path).joined(separator: "/"))
    }
    let item = try link.queryValue(Word.item)
    let presented: PresentedDestination?
    switch try presentationWords(in: link) {
    case nil:
      if item != nil { throw .unknownQueryParameter(Word.item) }
      presented = nil
    case (Word.sheet, Word.add)?:
      if item != nil { throw .unknownQueryParameter(Word.item) }
      presented = .pantryItemForm(itemID: nil)
    case (Word.sheet, Word.edit)?:
      guard let item else { throw .missingQueryParameter(Word.item) }
      presented = .pantryItemForm(itemID: item)
    case (Word.alert, Word.delete)?:
      guard let item else { throw .missingQueryParameter(Word.item) }
      presented = .pantryDeleteAlert(itemID: item)
    case (let name, let value)?: throw .unknownQueryValue(name: name, value: value)
    }
    return AppState(root: .pantry, presented: presented)
  }

  private static func profileState(_ link: DeepLink) throws(DeepLinkError) -> AppState {
    try refuseUnknownQuery(in: link, allowing: [Word.modal])
    switch link.path {
    case []: return AppState(root: .profile)
    case [Word.settings]: return AppState(root: .profile, stack: [.settings])
    default: throw .unknownPath(([AppTab.profile.rawValue] + link.path).joined(separator: "/"))
    }
  }

  private static func refuseUnknownQuery(
    in link: DeepLink, allowing allowed: [String]
  ) throws(DeepLinkError) {
    if let unknown = link.query.first(where: { !allowed.contains($0.name) }) {
      throw .unknownQueryParameter(unknown.name)
    }
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

  /// The one `sheet=` or `alert=` of a link, as its name and value.
  private static func presentationWords(
    in link: DeepLink
  ) throws(DeepLinkError) -> (name: String, value: String)? {
    let sheet = try link.queryValue(Word.sheet)
    let alert = try link.queryValue(Word.alert)
    switch (sheet, alert) {
    case (nil, nil): return nil
    case (let sheet?, nil): return (Word.sheet, sheet)
    case (nil, let alert?): return (Word.alert, alert)
    case (.some, .some): throw .twoPresentations
    }
  }
}
