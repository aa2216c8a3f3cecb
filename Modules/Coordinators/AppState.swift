import Foundation
import Links
import Navigation

/// Where the user is, as a value: the context on screen, the screens over its root and what is
/// presented over them, each as its declaration names it in a link, and the global slot above.
///
/// Every state the app can reach has one canonical `cookbook://` URL that restores it
/// (``canonicalURL`` and ``init(url:)``): deep links, `where` and the saved location are three
/// uses of the same two functions. A stack's types say how its screens and presentations read
/// (`PathDestination`, ``LinkPresentation``) and a tab's flow says its stack's types
/// (``AppTab/flow``), so a new screen or tab needs no edit here.
public struct AppState: Hashable, Sendable {
  /// The tab on screen, or `nil` while signed out.
  public var tab: AppTab?
  /// The segments of the screens pushed over the root on screen, bottom first.
  public var segments: [String]
  /// The sheet or alert over the top screen, as a link's query names it.
  public var presented: [QueryItem]
  /// The Recipes tab's search, part of its root.
  public var search: String
  /// The modal in the global slot, above the tabs and whatever they present.
  public var modal: GlobalModal?

  /// A state showing `tab` (`nil`: sign-in), with `segments` and `presented` over its root.
  public init(
    tab: AppTab?, segments: [String] = [], presented: [QueryItem] = [], search: String = "",
    modal: GlobalModal? = nil
  ) {
    self.tab = tab
    self.segments = segments
    self.presented = presented
    self.search = search
    self.modal = modal
  }

  /// The longest search a link may carry: the same limit as a typed search.
  public static let maximumQueryLength = 100
  /// The most screens a stack holds, so that every reachable state has a URL that restores it.
  public static let maximumStackDepth = RouteStack<Never, Never>.maximumDepth

  /// How many screens are pushed over the root on screen.
  public var depth: Int { segments.count }

  /// The same state with only the first `count` screens of its stack, nothing presented and
  /// no modal, as when a link's later screens do not exist.
  public func keeping(_ count: Int) -> AppState {
    AppState(tab: tab, segments: Array(segments.prefix(count)), search: search)
  }

  /// Sign-in, with `path` pushed over it.
  public static func signIn(_ path: [SignedOutDestination] = []) -> AppState {
    AppState(tab: nil, segments: path.map(\.segment))
  }

  /// The Recipes tab.
  public static func recipes(
    query: String = "", _ path: [BrowseDestination] = [], presented: RecipePresentation? = nil,
    modal: GlobalModal? = nil
  ) -> AppState {
    AppState(
      tab: .recipes, segments: path.map(\.segment), presented: presented?.queryItems ?? [],
      search: query, modal: modal)
  }

  /// The Favourites tab.
  public static func favorites(
    _ path: [BrowseDestination] = [], presented: RecipePresentation? = nil,
    modal: GlobalModal? = nil
  ) -> AppState {
    AppState(
      tab: .favorites, segments: path.map(\.segment), presented: presented?.queryItems ?? [],
      modal: modal)
  }

  /// The Pantry tab.
  public static func pantry(presented: PantryPresentation? = nil, modal: GlobalModal? = nil)
    -> AppState
  {
    AppState(tab: .pantry, presented: presented?.queryItems ?? [], modal: modal)
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

  /// The state `link` describes, read by the types of the stack it names.
  /// - Throws: a `DeepLinkError` when the link names no state of the app.
  public init(link: DeepLink) throws(DeepLinkError) {
    guard link.destination != AppRouter.signedOutName else {
      if link.query.contains(where: { $0.name == Word.modal }) { throw .modalNeedsSession }
      guard link.query.isEmpty else { throw .unexpectedQuery(destination: link.destination) }
      self.init(tab: nil, segments: try Word.path(of: SignedOutDestination.self, in: link))
      return
    }
    guard let tab = AppTab(rawValue: link.destination) else {
      throw .unknownDestination(link.destination)
    }
    self = try tab.flow.state(of: link, on: tab)
  }

  /// The canonical `cookbook://` URL of this state.
  public var canonicalURL: String {
    let search = search.isEmpty ? [] : [QueryItem(name: Word.query, value: search)]
    let modal = modal.map { [QueryItem(name: Word.modal, value: $0.rawValue)] } ?? []
    return DeepLink(
      destination: tab?.name ?? AppRouter.signedOutName, path: segments,
      query: search + presented + modal
    ).url
  }
}

/// What a stack presents over its top screen, as a link's query names it.
public protocol LinkPresentation: Hashable, Sendable {
  /// The query parameters that name a presentation of this type.
  static var queryNames: [String] { get }
  /// The query items that name this presentation, in their canonical order.
  var queryItems: [QueryItem] { get }
  /// The presentation `link` names over `top`, the screen on top of its path (`nil`: the
  /// root); `nil` when it names none.
  /// - Throws: a `DeepLinkError` when the query names none that opens there.
  static func read(_ link: DeepLink, over top: (any PathDestination)?) throws(DeepLinkError)
    -> Self?
}

/// What a stack that presents nothing presents: no value exists. A type of its own, not `Never`
/// made to conform, so that a change to this module does not mark every use of `Never` in the
/// modules above it for recompiling (ADR 0069).
public enum NoPresentation: LinkPresentation {
  /// None.
  public static var queryNames: [String] { [] }
  /// Never called: there is no such presentation.
  public var queryItems: [QueryItem] { switch self {} }
  /// None.
  public static func read(_ link: DeepLink, over top: (any PathDestination)?) -> Self? { nil }
}

/// The words of links' queries, and how a tab's link reads.
enum Word {
  static let query = "q"
  static let sheet = "sheet"
  static let alert = "alert"
  static let item = "item"
  static let modal = "modal"

  /// The segments of the screens of `type` that `link`'s path names.
  static func path<Destination: PathDestination>(of type: Destination.Type, in link: DeepLink)
    throws(DeepLinkError) -> [String]
  {
    let limit = AppState.maximumStackDepth
    guard link.path.count <= limit else {
      throw .tooManyScreens(count: link.path.count, limit: limit)
    }
    guard let path = Destination.path(link.path) else {
      throw .unknownPath(([link.destination] + link.path).joined(separator: "/"))
    }
    return path.map(\.segment)
  }

  static func search(in link: DeepLink) throws(DeepLinkError) -> String {
    let query = (try link.queryValue(query) ?? "").precomposedStringWithCanonicalMapping
    guard query.count <= AppState.maximumQueryLength else {
      throw .valueTooLong(name: Word.query, limit: AppState.maximumQueryLength)
    }
    return query
  }

  static func modal(in link: DeepLink) throws(DeepLinkError) -> GlobalModal? {
    guard let value = try link.queryValue(modal) else { return nil }
    guard let modal = GlobalModal(rawValue: value) else {
      throw .unknownQueryValue(name: Word.modal, value: value)
    }
    return modal
  }

  /// The one `sheet=` or `alert=` of `link`.
  static func presentation(in link: DeepLink) throws(DeepLinkError) -> QueryItem? {
    switch (try link.queryValue(sheet), try link.queryValue(alert)) {
    case (nil, nil): nil
    case (let value?, nil): QueryItem(name: sheet, value: value)
    case (nil, let value?): QueryItem(name: alert, value: value)
    case (.some, .some): throw .twoPresentations
    }
  }
}

extension TabFlow {
  /// The state of `tab` that `link` names: its path read as this flow's destinations, its
  /// presentation, its search where the tab takes one, and the global modal.
  public nonisolated static func state(of link: DeepLink, on tab: AppTab) throws(DeepLinkError)
    -> AppState
  {
    let takesSearch = takesSearch(on: tab)
    let known = Presentation.queryNames + [Word.modal] + (takesSearch ? [Word.query] : [])
    if let unknown = link.query.first(where: { !known.contains($0.name) }) {
      throw .unknownQueryParameter(unknown.name)
    }
    let segments = try Word.path(of: Destination.self, in: link)
    let top = Destination.path(segments)?.last
    let presented = try Presentation.read(link, over: top)
    return AppState(
      tab: tab, segments: segments, presented: presented?.queryItems ?? [],
      search: takesSearch ? try Word.search(in: link) : "", modal: try Word.modal(in: link))
  }

  /// The screens and the presentation `state` names, as this flow's stack holds them.
  func target(of state: AppState) -> (path: [Destination], presented: Presentation?) {
    let path = Destination.path(state.segments) ?? []
    let link = DeepLink(destination: "", query: state.presented)
    return (path, (try? Presentation.read(link, over: path.last)) ?? nil)
  }
}
