import Navigation

/// Where the user is, as a value: the stack on screen, typed by the context or tab it belongs
/// to, with its root, its screens and its presentation, and the global slot above it.
///
/// Every state the app can reach has one canonical `cookbook://` URL that restores it
/// (``canonicalURL`` and ``init(url:)``): deep links, `where` and the saved location are three
/// uses of the same two functions. Hidden tabs' stacks live only while the app runs; the
/// router holds them (``AppRouter``).
public struct AppState: Hashable, Sendable {
  /// The stack on screen, each case with the only destinations its stack can hold.
  public enum Place: Hashable, Sendable {
    /// The signed-out context: sign-in, and what is pushed over it.
    case signIn([SignedOutDestination])
    /// The Recipes tab: the catalogue filtered by `query`, recipes and authors over it, and
    /// a sheet or alert over the recipe on top.
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

  /// How many screens are pushed over the root on screen.
  public var depth: Int {
    switch place {
    case .signIn(let stack): stack.count
    case .recipes(_, let stack, _), .favorites(let stack, _): stack.count
    case .pantry: 0
    case .profile(let stack): stack.count
    }
  }

  /// Whether a sheet or alert is presented over the stack on screen.
  public var hasPresentation: Bool {
    switch place {
    case .recipes(_, _, let presented), .favorites(_, let presented): presented != nil
    case .pantry(let presented): presented != nil
    case .signIn, .profile: false
    }
  }
}

extension AppState {
  /// Sign-in, with `stack` pushed over it.
  public static func signIn(_ stack: [SignedOutDestination] = []) -> AppState {
    AppState(.signIn(stack))
  }

  /// The Recipes tab.
  public static func recipes(
    query: String = "", _ stack: [BrowseDestination] = [], presented: RecipePresentation? = nil,
    modal: GlobalModal? = nil
  ) -> AppState {
    AppState(.recipes(query: query, stack, presented), modal: modal)
  }

  /// The Favourites tab.
  public static func favorites(
    _ stack: [BrowseDestination] = [], presented: RecipePresentation? = nil,
    modal: GlobalModal? = nil
  ) -> AppState {
    AppState(.favorites(stack, presented), modal: modal)
  }

  /// The Pantry tab.
  public static func pantry(presented: PantryPresentation? = nil, modal: GlobalModal? = nil)
    -> AppState
  {
    AppState(.pantry(presented), modal: modal)
  }

  /// The Profile tab.
  public static func profile(_ stack: [ProfileDestination] = [], modal: GlobalModal? = nil)
    -> AppState
  {
    AppState(.profile(stack), modal: modal)
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
}

extension AppState {
  /// The same state with only the first `count` screens of its stack and nothing presented,
  /// as when a link's later screens do not exist.
  public func keeping(_ count: Int) -> AppState {
    var state = self
    state.modal = nil
    switch place {
    case .signIn(let stack): state.place = .signIn(Array(stack.prefix(count)))
    case .recipes(let query, let stack, _):
      state.place = .recipes(query: query, Array(stack.prefix(count)), nil)
    case .favorites(let stack, _): state.place = .favorites(Array(stack.prefix(count)), nil)
    case .pantry: state.place = .pantry(nil)
    case .profile(let stack): state.place = .profile(Array(stack.prefix(count)))
    }
    return state
  }
}
