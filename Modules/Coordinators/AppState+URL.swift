import Foundation
import Navigation

extension AppState {
  private enum Word {
    static let login = "login"
    static let forgotPassword = "forgot-password"
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
  /// The most screens a stack holds, so that every reachable state has a URL that restores it.
  public static let maximumStackDepth = 64

  /// The state `url` describes, following the URL tables of the CLI contract. Its canonical
  /// URL, with the global slot's longest modal added, is never longer than the link limit, so
  /// what `where` prints can always be opened, even after the session expires over it.
  /// - Throws: a `DeepLinkError` naming what is wrong with the URL.
  public init(url: String) throws(DeepLinkError) {
    let state = try Self(link: DeepLink(parsing: url))
    let length = state.canonicalURL.utf8.count
    guard length <= DeepLink.maximumLength else { throw .tooLong(bytes: length) }
    var expired = state
    if expired.tab != nil, expired.modal == nil { expired.modal = .signIn }
    let room = expired.canonicalURL.utf8.count - length
    guard length + room <= DeepLink.maximumLength else {
      throw .noRoomForExpiry(bytes: length, limit: DeepLink.maximumLength - room)
    }
    self = state
  }

  /// The state `link` describes.
  /// - Throws: a `DeepLinkError` when the link names no state of the app.
  public init(link: DeepLink) throws(DeepLinkError) {
    if link.destination == Word.login {
      self = try Self.signedOut(link)
      return
    }
    guard let tab = AppTab(rawValue: link.destination) else {
      throw .unknownDestination(link.destination)
    }
    let place: Place =
      switch tab {
      case .recipes, .favorites: try Self.browsing(tab, link)
      case .pantry: try Self.pantry(link)
      case .profile: try Self.profile(link)
      }
    self.init(place, modal: try Self.modal(in: link))
  }

  /// The canonical `cookbook://` URL of this state.
  public var canonicalURL: String { deepLink.url }

  /// The one canonical link of this state.
  public var deepLink: DeepLink {
    var link: DeepLink
    switch place {
    case .signIn(let stack):
      link = DeepLink(destination: Word.login, path: stack.map(Self.segment))
    case .recipes(let query, let stack, let presented):
      link = DeepLink(destination: AppTab.recipes.name, path: stack.map(Self.segment))
      if !query.isEmpty { link.query = [QueryItem(name: Word.query, value: query)] }
      link.query += presented.map(Self.queryItems) ?? []
    case .favorites(let stack, let presented):
      link = DeepLink(destination: AppTab.favorites.name, path: stack.map(Self.segment))
      link.query += presented.map(Self.queryItems) ?? []
    case .pantry(let presented):
      link = DeepLink(destination: AppTab.pantry.name)
      link.query += presented.map(Self.queryItems) ?? []
    case .profile(let stack):
      link = DeepLink(destination: AppTab.profile.name, path: stack.map(Self.segment))
    }
    if let modal { link.query.append(QueryItem(name: Word.modal, value: modal.rawValue)) }
    return link
  }

  private static func segment(_ element: SignedOutDestination) -> String {
    switch element {
    case .forgotPassword: Word.forgotPassword
    }
  }

  private static func segment(_ element: BrowseDestination) -> String {
    switch element {
    case .recipeDetail(let id): id
    case .author(let id): Word.authorPrefix + id
    }
  }

  private static func segment(_ element: ProfileDestination) -> String { element.rawValue }

  private static func queryItems(_ presented: RecipePresentation) -> [QueryItem] {
    switch presented {
    case .shareSheet: [QueryItem(name: Word.sheet, value: Word.share)]
    case .deleteAlert: [QueryItem(name: Word.alert, value: Word.delete)]
    }
  }

  private static func queryItems(_ presented: PantryPresentation) -> [QueryItem] {
    switch presented {
    case .itemForm(nil): [QueryItem(name: Word.sheet, value: Word.add)]
    case .itemForm(let id?):
      [QueryItem(name: Word.sheet, value: Word.edit), QueryItem(name: Word.item, value: id)]
    case .deleteAlert(let id):
      [QueryItem(name: Word.alert, value: Word.delete), QueryItem(name: Word.item, value: id)]
    }
  }

  private static func browsing(_ tab: AppTab, _ link: DeepLink) throws(DeepLinkError) -> Place {
    let allowed = (tab == .recipes ? [Word.query] : []) + [Word.sheet, Word.alert, Word.modal]
    try refuseUnknownQuery(in: link, allowing: allowed)
    guard link.path.count <= maximumStackDepth else {
      throw .tooManyScreens(count: link.path.count, limit: maximumStackDepth)
    }
    let stack = try link.path.map { segment throws(DeepLinkError) in try browseElement(segment) }
    let presented: RecipePresentation?
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
    guard tab == .recipes else { return .favorites(stack, presented) }
    let query = (try link.queryValue(Word.query) ?? "").precomposedStringWithCanonicalMapping
    guard query.count <= maximumQueryLength else {
      throw .valueTooLong(name: Word.query, limit: maximumQueryLength)
    }
    return .recipes(query: query, stack, presented)
  }

  private static func pantry(_ link: DeepLink) throws(DeepLinkError) -> Place {
    try refuseUnknownQuery(in: link, allowing: [Word.sheet, Word.alert, Word.item, Word.modal])
    guard link.path.isEmpty else {
      throw .unknownPath(([AppTab.pantry.name] + link.path).joined(separator: "/"))
    }
    let item = try link.queryValue(Word.item)
    if item?.isEmpty == true { throw .emptyQueryValue(Word.item) }
    switch try presentationWords(in: link) {
    case nil:
      if item != nil { throw .unknownQueryParameter(Word.item) }
      return .pantry(nil)
    case (Word.sheet, Word.add)?:
      if item != nil { throw .unknownQueryParameter(Word.item) }
      return .pantry(.itemForm(itemID: nil))
    case (Word.sheet, Word.edit)?:
      guard let item else { throw .missingQueryParameter(Word.item) }
      return .pantry(.itemForm(itemID: item))
    case (Word.alert, Word.delete)?:
      guard let item else { throw .missingQueryParameter(Word.item) }
      return .pantry(.deleteAlert(itemID: item))
    case (let name, let value)?: throw .unknownQueryValue(name: name, value: value)
    }
  }

  private static func profile(_ link: DeepLink) throws(DeepLinkError) -> Place {
    try refuseUnknownQuery(in: link, allowing: [Word.modal])
    guard link.path.count <= 1 else {
      throw .unknownPath(([AppTab.profile.name] + link.path).joined(separator: "/"))
    }
    let stack = link.path.compactMap(ProfileDestination.init(rawValue:))
    guard stack.count == link.path.count else {
      throw .unknownPath(([AppTab.profile.name] + link.path).joined(separator: "/"))
    }
    return .profile(stack)
  }

  private static func signedOut(_ link: DeepLink) throws(DeepLinkError) -> AppState {
    if link.query.contains(where: { $0.name == Word.modal }) { throw .modalNeedsSession }
    guard link.query.isEmpty else { throw .unexpectedQuery(destination: Word.login) }
    switch link.path {
    case []: return .signIn()
    case [Word.forgotPassword]: return .signIn([.forgotPassword])
    default: throw .unknownPath(([Word.login] + link.path).joined(separator: "/"))
    }
  }

  private static func refuseUnknownQuery(
    in link: DeepLink, allowing allowed: [String]
  ) throws(DeepLinkError) {
    if let unknown = link.query.first(where: { !allowed.contains($0.name) }) {
      throw .unknownQueryParameter(unknown.name)
    }
  }

  private static func browseElement(_ segment: String) throws(DeepLinkError) -> BrowseDestination {
    guard segment.hasPrefix(Word.authorPrefix) else { return .recipeDetail(id: segment) }
    let id = String(segment.dropFirst(Word.authorPrefix.count))
    guard !id.isEmpty else { throw .unknownPath(segment) }
    return .author(id: id)
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
