import Navigation

/// The app's destination map (seed 003): which screens are roots, which are stack elements,
/// which are presentations, the global slot above everything, and the four tabs.
public enum AppDestinations: DestinationMap {
  /// Roots: sign-in and each tab's first screen.
  public typealias Root = RootDestination
  /// Stack elements: forgot-password, recipes, authors and settings.
  public typealias Element = StackDestination
  /// Presentation slots: the share sheet, the delete alert and the pantry's form and alert.
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
    case .pantry: .pantry
    case .profile: .profile
    }
  }

  /// The most screens a stack holds, so that every reachable state has a URL that restores it.
  public static let maximumStackDepth = 64

  /// The root each tab shows the first time it is selected.
  public static func initialRoot(of tab: AppTab) -> RootDestination {
    switch tab {
    case .recipes: .recipes(query: "")
    case .favorites: .favorites
    case .pantry: .pantry
    case .profile: .profile
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
  /// The Pantry tab's items.
  case pantry
  /// The Profile tab: who is signed in, until when.
  case profile
}

/// A stack element: it continues the journey, and "back" pops it.
public enum StackDestination: Hashable, Sendable {
  /// The forgot-password screen, over sign-in.
  case forgotPassword
  /// A recipe's detail, over a list or another screen.
  case recipeDetail(id: String)
  /// An author: their biography and their recipes, over a recipe or another screen.
  case author(id: String)
  /// The settings, over the profile.
  case settings
}

/// A modal in the global slot, above the tabs: what changes the whole context while
/// everything under it is kept.
public enum GlobalModal: String, Hashable, Sendable, CaseIterable {
  /// The welcome a user sees the first time they sign in.
  case welcome
  /// The session ran out: sign in again over the preserved tabs.
  case signIn = "signin"
}

/// A presentation slot: a closed set of exits over the screen it interrupts, never on the
/// stack.
public enum PresentedDestination: Hashable, Sendable {
  /// The share sheet over a recipe: show the link, export, or cancel.
  case shareSheet
  /// The delete confirmation over a recipe: yes or no.
  case deleteAlert
  /// The pantry's item form: a new item when `itemID` is `nil`, else that item.
  case pantryItemForm(itemID: String?)
  /// The confirmation before deleting the pantry item `itemID`.
  case pantryDeleteAlert(itemID: String)
}

/// The tabs of the signed-in context, each with its own stack.
public enum AppTab: String, Hashable, Sendable, CaseIterable {
  /// Recipes: the whole catalogue.
  case recipes
  /// Favourites: the user's marked recipes.
  case favorites
  /// Pantry: what the user has at home.
  case pantry
  /// Profile: who is signed in, and the settings.
  case profile
}

extension RootDestination: CustomStringConvertible {
  /// The root as it reads in a trace, such as `recipes(q: pasta)`.
  public var description: String {
    switch self {
    case .signIn: "signIn"
    case .recipes(let query): query.isEmpty ? "recipes" : "recipes(q: \(query))"
    case .favorites: "favorites"
    case .pantry: "pantry"
    case .profile: "profile"
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
    case .settings: "settings"
    }
  }
}

extension PresentedDestination: CustomStringConvertible {
  /// The presentation as it reads in a trace, such as `pantryItemForm(rye-flour)`.
  public var description: String {
    switch self {
    case .shareSheet: "shareSheet"
    case .deleteAlert: "deleteAlert"
    case .pantryItemForm(let id): "pantryItemForm(\(id ?? "new"))"
    case .pantryDeleteAlert(let id): "pantryDeleteAlert(\(id))"
    }
  }
}

extension RootDestination {
  /// The cases without their values, so the destination map can list every one.
  public enum Case: CaseIterable, Sendable {
    /// The roots, by name.
    case signIn, recipes, favorites, pantry, profile
  }

  /// Which case this is; the exhaustive switch makes a new case fail to compile until the
  /// destination map knows it.
  public var `case`: Case {
    switch self {
    case .signIn: .signIn
    case .recipes: .recipes
    case .favorites: .favorites
    case .pantry: .pantry
    case .profile: .profile
    }
  }
}

extension StackDestination {
  /// The cases without their values, so the destination map can list every one.
  public enum Case: CaseIterable, Sendable {
    /// The stack elements, by name.
    case forgotPassword, recipeDetail, author, settings
  }

  /// Which case this is; see ``RootDestination/case``.
  public var `case`: Case {
    switch self {
    case .forgotPassword: .forgotPassword
    case .recipeDetail: .recipeDetail
    case .author: .author
    case .settings: .settings
    }
  }
}

extension PresentedDestination {
  /// The cases without their values, so the destination map can list every one.
  public enum Case: CaseIterable, Sendable {
    /// The presentations, by name.
    case shareSheet, deleteAlert, pantryItemForm, pantryDeleteAlert
  }

  /// Which case this is; see ``RootDestination/case``.
  public var `case`: Case {
    switch self {
    case .shareSheet: .shareSheet
    case .deleteAlert: .deleteAlert
    case .pantryItemForm: .pantryItemForm
    case .pantryDeleteAlert: .pantryDeleteAlert
    }
  }
}
