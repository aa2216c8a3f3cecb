import Navigation

/// The app's destination map: which screens are roots, which are stack elements and which
/// are presentations, and the two tabs of the signed-in context.
public enum AppDestinations: DestinationMap {
  /// Roots: sign-in and the two tabs' lists.
  public typealias Root = RootDestination
  /// Stack elements: forgot-password and recipe details.
  public typealias Element = StackDestination
  /// Presentation slots: the share sheet and the delete alert.
  public typealias Presentation = PresentedDestination
  /// The global slot at the root: the welcome and signing in again.
  public typealias Modal = GlobalModal
  /// The tabs of the signed-in context.
  public typealias Tab = AppTab

  /// The tab a root belongs to; sign-in is outside the tab container.
  public static func tab(of root: RootDestination) -> AppTab? {
    switch root {
    case .signIn: nil
    case .recipes: .recipes
    case .favorites: .favorites
    }
  }

  /// The most screens a stack holds, so that every reachable state has a URL that restores it.
  public static let maximumStackDepth = 64

  /// The root each tab shows the first time it is selected.
  public static func initialRoot(of tab: AppTab) -> RootDestination {
    switch tab {
    case .recipes: .recipes(query: "")
    case .favorites: .favorites
    }
  }
}

/// Where the app is: the navigation state over the app's destinations.
public typealias AppState = NavigationState<AppDestinations>
/// A router over the app's destinations.
public typealias AppRouter = Router<AppDestinations>

/// A root: replacing it changes the whole context (signed out, or one tab signed in).
public enum RootDestination: Hashable, Sendable {
  /// The sign-in screen, the signed-out context.
  case signIn
  /// The Recipes tab's list, filtered by `query` when it is not empty.
  case recipes(query: String)
  /// The Favourites tab's list.
  case favorites
}

/// A stack element: it continues the journey, and "back" pops it.
public enum StackDestination: Hashable, Sendable {
  /// The forgot-password screen, over sign-in.
  case forgotPassword
  /// A recipe's detail, over a list or another screen.
  case recipeDetail(id: String)
  /// An author: their biography and their recipes, over a recipe or another screen.
  case author(id: String)
}

/// A modal in the global slot, above the tabs: what changes the whole context while
/// everything under it is kept.
public enum GlobalModal: String, Hashable, Sendable, CaseIterable {
  /// The welcome a user sees the first time they sign in.
  case welcome
  /// The session ran out: sign in again over the preserved tabs.
  case signIn = "signin"
}

/// A presentation slot over a recipe detail: a closed set of exits, never on the stack.
public enum PresentedDestination: Hashable, Sendable {
  /// The share sheet: show the link, export, or cancel.
  case shareSheet
  /// The delete confirmation: yes or no.
  case deleteAlert
}

/// The tabs of the signed-in context, each with its own stack.
public enum AppTab: String, Hashable, Sendable, CaseIterable {
  /// Recipes: the whole catalogue.
  case recipes
  /// Favourites: the user's marked recipes.
  case favorites
}

extension RootDestination: CustomStringConvertible {
  /// The root as it reads in a trace, such as `recipes(q: pasta)`.
  public var description: String {
    switch self {
    case .signIn: "signIn"
    case .recipes(let query): query.isEmpty ? "recipes" : "recipes(q: \(query))"
    case .favorites: "favorites"
    }
  }

  /// Whether the root belongs to the signed-in part of the app.
  public var requiresSession: Bool { self != .signIn }
}

extension StackDestination: CustomStringConvertible {
  /// The element as it reads in a trace, such as `recipeDetail(tiramisu)`.
  public var description: String {
    switch self {
    case .forgotPassword: "forgotPassword"
    case .recipeDetail(let id): "recipeDetail(\(id))"
    case .author(let id): "author(\(id))"
    }
  }
}

extension RootDestination {
  /// The cases without their values, so the destination map can list every one.
  public enum Case: CaseIterable, Sendable {
    /// The roots, by name.
    case signIn, recipes, favorites
  }

  /// Which case this is; the exhaustive switch makes a new case fail to compile until the
  /// destination map knows it.
  public var `case`: Case {
    switch self {
    case .signIn: .signIn
    case .recipes: .recipes
    case .favorites: .favorites
    }
  }
}

extension StackDestination {
  /// The cases without their values, so the destination map can list every one.
  public enum Case: CaseIterable, Sendable {
    /// The stack elements, by name.
    case forgotPassword, recipeDetail, author
  }

  /// Which case this is; see ``RootDestination/case``.
  public var `case`: Case {
    switch self {
    case .forgotPassword: .forgotPassword
    case .recipeDetail: .recipeDetail
    case .author: .author
    }
  }
}

extension PresentedDestination {
  /// The cases, so the destination map can list every one.
  public typealias Case = PresentedDestination
}

extension PresentedDestination: CaseIterable {}
