import Foundation
import Links
import Navigation

/// Where the user is, as a value: the stack on screen, typed by the context or tab it belongs
/// to, with its root, its screens and its presentation, and the global slot above it.
///
/// Every state the app can reach has one canonical `cookbook://` URL that restores it
/// (``canonicalURL`` and ``init(url:)``): deep links, `where` and the saved location are three
/// uses of the same two functions. A path is read and written from its destinations'
/// declarations (``PathDestination``), so a new screen needs no edit here.
public struct AppState: Hashable, Sendable {
  /// The stack on screen, each case with the only destinations its stack can hold.
  public enum Place: Hashable, Sendable {
    /// The signed-out context: sign-in, and what is pushed over it.
    case signIn([SignedOutDestination])
    /// The Recipes tab: the catalogue filtered by `query`, recipes and authors over it, and a
    /// sheet or alert over the recipe on top.
    case recipes(query: String, [BrowseDestination], RecipePresentation?)
    /// The Favourites tab, as Recipes but without a search.
    case favorites([BrowseDestination], RecipePresentation?)
    /// The Pantry tab: its items, and the form or alert over them.
    case pantry(PantryPresentation?)
    /// The Profile tab, and what is pushed over it.
    case profile([ProfileDestination])
  }

  /// The stack on screen.
  public var place: Place
  /// The modal in the global slot, above the tabs and whatever they present.
  public var modal: GlobalModal?

  /// A state showing `place`, with `modal` in the global slot.
  public init(_ place: Place, modal: GlobalModal? = nil) {
    self.place = place
    self.modal = modal
  }

  /// The longest search a link may carry: the same limit as a typed search.
  public static let maximumQueryLength = 100
  /// The most screens a stack holds, so that every reachable state has a URL that restores it.
  public static let maximumStackDepth = RouteStack<Never, Never>.maximumDepth

  /// The tab on screen, or `nil` while signed out.
  public var tab: AppTab? {
    switch place {
    case .signIn: nil
    case .recipes: .recipes
    case .favorites: .favorites
    case .pantry: .pantry
    case .profile: .profile
    }
  }

  /// The segments of the stack on screen, bottom first.
  public var segments: [String] {
    switch place {
    case .signIn(let path): path.map(\.segment)
    case .recipes(_, let path, _), .favorites(let path, _): path.map(\.segment)
    case .pantry: []
    case .profile(let path): path.map(\.segment)
    }
  }

  /// How many screens are pushed over the root on screen.
  public var depth: Int { segments.count }

  /// The same state with only the first `count` screens of its stack, nothing presented and
  /// no modal, as when a link's later screens do not exist.
  public func keeping(_ count: Int) -> AppState {
    switch place {
    case .signIn(let path): .signIn(Array(path.prefix(count)))
    case .recipes(let query, let path, _): .recipes(query: query, Array(path.prefix(count)))
    case .favorites(let path, _): .favorites(Array(path.prefix(count)))
    case .pantry: .pantry()
    case .profile(let path): .profile(Array(path.prefix(count)))
    }
  }

  /// The first state of `tab`: its root, with nothing over it.
  public static func initial(of tab: AppTab) -> AppState {
    switch tab {
    case .recipes: .recipes()
    case .favorites: .favorites()
    case .pantry: .pantry()
    case .profile: .profile()
    }
  }

  /// Sign-in, with `path` pushed over it.
  public static func signIn(_ path: [SignedOutDestination] = []) -> AppState {
    AppState(.signIn(path))
  }

  /// The Recipes tab.
  public static func recipes(
    query: String = "", _ path: [BrowseDestination] = [], presented: RecipePresentation? = nil,
    modal: GlobalModal? = nil
  ) -> AppState {
    AppState(.recipes(query: query, path, presented), modal: modal)
  }

  /// The Favourites tab.
  public static func favorites(
    _ path: [BrowseDestination] = [], presented: RecipePresentation? = nil,
    modal: GlobalModal? = nil
  ) -> AppState {
    AppState(.favorites(path, presented), modal: modal)
  }

  /// The Pantry tab.
  public static func pantry(presented: PantryPresentation? = nil, modal: GlobalModal? = nil)
    -> AppState
  {
    AppState(.pantry(presented), modal: modal)
  }

  /// The Profile tab.
  public static func profile(_ path: [ProfileDestination] = [], modal: GlobalModal? = nil)
    -> AppState
  {
    AppState(.profile(path), modal: modal)
  }
}

extension AppState {
  /// The state `url` describes. Its canonical URL, with the longest modal added, fits the link
  /// limit, so what `where` prints can always be opened, even after the session expires over it.
  /// - Throws: a `DeepLinkError` naming what is wrong with the URL.
  public init(url: String) throws(DeepLinkError) {
    let state = try Self(link: DeepLink(parsing: url))
    var expired = state
    if expired.tab != nil, expired.modal == nil { expired.modal = .signIn }
    let (length, longest) = (state.canonicalURL.utf8.count, expired.canonicalURL.utf8.count)
    guard length <= DeepLink.maximumLength else { throw .tooLong(bytes: length) }
    guard longest <= DeepLink.maximumLength else {
      throw .noRoomForExpiry(bytes: length, limit: DeepLink.maximumLength - (longest - length))
    }
    self = state
  }

  /// The state `link` describes.
  /// - Throws: a `DeepLinkError` when the link names no state of the app.
  public init(link: DeepLink) throws(DeepLinkError) {
    let reader = LinkReader(link: link)
    guard link.destination != AppRouter.signedOutName else {
      if link.query.contains(where: { $0.name == Word.modal }) { throw .modalNeedsSession }
      guard link.query.isEmpty else { throw .unexpectedQuery(destination: link.destination) }
      self = .signIn(try reader.path())
      return
    }
    guard let tab = AppTab(rawValue: link.destination) else {
      throw .unknownDestination(link.destination)
    }
    let place: Place
    switch tab {
    case .recipes:
      try reader.refuseQuery(but: [Word.query, Word.sheet, Word.alert])
      let path: [BrowseDestination] = try reader.path()
      let presented = try reader.presentation(over: path.last)
      place = .recipes(query: try reader.search(), path, presented)
    case .favorites:
      try reader.refuseQuery(but: [Word.sheet, Word.alert])
      let path: [BrowseDestination] = try reader.path()
      place = .favorites(path, try reader.presentation(over: path.last))
    case .pantry:
      try reader.refuseQuery(but: [Word.sheet, Word.alert, Word.item])
      let _: [Never] = try reader.path()
      place = .pantry(try reader.pantryPresentation())
    case .profile:
      try reader.refuseQuery(but: [])
      place = .profile(try reader.path())
    }
    self.init(place, modal: try reader.modal())
  }

  /// The canonical `cookbook://` URL of this state.
  public var canonicalURL: String { deepLink.url }

  /// The one canonical link of this state.
  public var deepLink: DeepLink {
    var query: [QueryItem] = []
    switch place {
    case .recipes(let search, _, let presented):
      if !search.isEmpty { query.append(QueryItem(name: Word.query, value: search)) }
      query += presented.map(Word.items) ?? []
    case .favorites(_, let presented): query += presented.map(Word.items) ?? []
    case .pantry(let presented): query += presented.map(Word.items) ?? []
    case .signIn, .profile: break
    }
    if let modal { query.append(QueryItem(name: Word.modal, value: modal.rawValue)) }
    return DeepLink(
      destination: tab?.name ?? AppRouter.signedOutName, path: segments, query: query)
  }
}

/// The words of links' queries, and how presentations read in them.
enum Word {
  static let query = "q"
  static let sheet = "sheet"
  static let alert = "alert"
  static let item = "item"
  static let modal = "modal"

  static func items(_ presented: RecipePresentation) -> [QueryItem] {
    switch presented {
    case .shareSheet: [QueryItem(name: sheet, value: "share")]
    case .deleteAlert: [QueryItem(name: alert, value: "delete")]
    }
  }

  static func items(_ presented: PantryPresentation) -> [QueryItem] {
    switch presented {
    case .itemForm(nil): [QueryItem(name: sheet, value: "add")]
    case .itemForm(let id?):
      [QueryItem(name: sheet, value: "edit"), QueryItem(name: item, value: id)]
    case .deleteAlert(let id):
      [QueryItem(name: alert, value: "delete"), QueryItem(name: item, value: id)]
    }
  }
}

/// Reads the parts of one link the way ``AppState`` needs them.
private struct LinkReader {
  let link: DeepLink

  func path<Destination: PathDestination>() throws(DeepLinkError) -> [Destination] {
    let limit = AppState.maximumStackDepth
    guard link.path.count <= limit else {
      throw .tooManyScreens(count: link.path.count, limit: limit)
    }
    guard let path = Destination.path(link.path) else {
      throw .unknownPath(([link.destination] + link.path).joined(separator: "/"))
    }
    return path
  }

  func refuseQuery(but allowed: [String]) throws(DeepLinkError) {
    let known = allowed + [Word.modal]
    if let unknown = link.query.first(where: { !known.contains($0.name) }) {
      throw .unknownQueryParameter(unknown.name)
    }
  }

  func search() throws(DeepLinkError) -> String {
    let query = (try link.queryValue(Word.query) ?? "").precomposedStringWithCanonicalMapping
    guard query.count <= AppState.maximumQueryLength else {
      throw .valueTooLong(name: Word.query, limit: AppState.maximumQueryLength)
    }
    return query
  }

  func modal() throws(DeepLinkError) -> GlobalModal? {
    guard let value = try link.queryValue(Word.modal) else { return nil }
    guard let modal = GlobalModal(rawValue: value) else {
      throw .unknownQueryValue(name: Word.modal, value: value)
    }
    return modal
  }

  /// The one `sheet=` or `alert=`, as its name and value.
  func presentationWords() throws(DeepLinkError) -> (name: String, value: String)? {
    switch (try link.queryValue(Word.sheet), try link.queryValue(Word.alert)) {
    case (nil, nil): nil
    case (let sheet?, nil): (Word.sheet, sheet)
    case (nil, let alert?): (Word.alert, alert)
    case (.some, .some): throw .twoPresentations
    }
  }

  func presentation(over top: BrowseDestination?) throws(DeepLinkError) -> RecipePresentation? {
    guard let words = try presentationWords() else { return nil }
    let item = QueryItem(name: words.name, value: words.value)
    guard let presented = RecipePresentation.allCases.first(where: { Word.items($0) == [item] })
    else { throw .unknownQueryValue(name: words.name, value: words.value) }
    guard let top else { throw .nothingToPresentOver }
    guard case .recipeDetail = top else { throw .presentationNotHere("an author") }
    return presented
  }

  func pantryPresentation() throws(DeepLinkError) -> PantryPresentation? {
    let item = try link.queryValue(Word.item)
    if item?.isEmpty == true { throw .emptyQueryValue(Word.item) }
    let words = try presentationWords()
    switch (words?.name, words?.value, item) {
    case (nil, _, nil): return nil
    case (Word.sheet, "add", nil): return .itemForm(itemID: nil)
    case (Word.sheet, "edit", let id?): return .itemForm(itemID: id)
    case (Word.alert, "delete", let id?): return .deleteAlert(itemID: id)
    case (Word.sheet, "edit", nil), (Word.alert, "delete", nil):
      throw .missingQueryParameter(Word.item)
    case (nil, _, _?), (Word.sheet, "add", _?): throw .unknownQueryParameter(Word.item)
    case (let name?, let value?, _): throw .unknownQueryValue(name: name, value: value)
    default: return nil
    }
  }
}
