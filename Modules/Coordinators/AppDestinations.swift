import Navigation

/// The tabs of the signed-in context, each with a stack of its own type.
public enum AppTab: String, Hashable, Sendable, CaseIterable {
  /// Recipes: the whole catalogue; its stack holds recipes and authors.
  case recipes
  /// Favourites: the user's marked recipes; its stack holds recipes and authors.
  case favorites
  /// Pantry: what the user has at home; it pushes nothing, and presents its form and alert.
  case pantry
  /// Profile: who is signed in; its stack holds the settings.
  case profile
}

/// What the signed-out context pushes over sign-in.
public enum SignedOutDestination: Hashable, Sendable, CaseIterable {
  /// The forgot-password screen.
  case forgotPassword
}

/// What the Recipes and Favourites stacks hold: recipes and authors, recursively (seed 003's
/// browsing path).
public enum BrowseDestination: Hashable, Sendable {
  /// A recipe's detail.
  case recipeDetail(id: String)
  /// An author: their biography and their recipes.
  case author(id: String)
}

/// What the Profile stack holds.
public enum ProfileDestination: Hashable, Sendable, CaseIterable {
  /// The settings.
  case settings
}

/// What interrupts a recipe on the Recipes and Favourites stacks: a closed set of exits over
/// the recipe on top, never on the stack.
public enum RecipePresentation: Hashable, Sendable, CaseIterable {
  /// The share sheet: show the link, export, or cancel.
  case shareSheet
  /// The delete confirmation: yes or no.
  case deleteAlert
}

/// What interrupts the pantry: its item form and its delete confirmation.
public enum PantryPresentation: Hashable, Sendable {
  /// The item form: a new item when `itemID` is `nil`, else that item.
  case itemForm(itemID: String?)
  /// The confirmation before deleting the item `itemID`.
  case deleteAlert(itemID: String)
}

/// A modal in the global slot, above the tabs: what changes the whole context while
/// everything under it is kept.
public enum GlobalModal: String, Hashable, Sendable, CaseIterable {
  /// The welcome a user sees the first time they sign in.
  case welcome
  /// The session ran out: sign in again over the preserved tabs.
  case signIn = "signin"
}

/// The signed-out context's stack: sign-in at its root, forgot-password pushed over it.
public typealias SignedOutStack = RouteStack<SignedOutDestination, Never>
/// A browsing tab's stack: a list at its root, recipes and authors over it.
public typealias BrowseStack = RouteStack<BrowseDestination, RecipePresentation>
/// The Pantry's stack: the items at its root, nothing pushed, the form and alert presented.
public typealias PantryStack = RouteStack<Never, PantryPresentation>
/// The Profile's stack: who is signed in at its root, the settings pushed over it.
public typealias ProfileStack = RouteStack<ProfileDestination, Never>
/// The global slot.
public typealias ModalSlot = RouteSlot<GlobalModal>

extension AppTab {
  /// The tab's name in URLs and in traces, which is also its stack's name.
  public var name: String { rawValue }
}

extension BrowseDestination: CustomStringConvertible {
  /// The element as it reads in a trace, such as `recipeDetail(tiramisu)`.
  public var description: String {
    switch self {
    case .recipeDetail(let id): "recipeDetail(\(id))"
    case .author(let id): "author(\(id))"
    }
  }
}

extension PantryPresentation: CustomStringConvertible {
  /// The presentation as it reads in a trace, such as `itemForm(rye-flour)`.
  public var description: String {
    switch self {
    case .itemForm(let id): "itemForm(\(id ?? "new"))"
    case .deleteAlert(let id): "deleteAlert(\(id))"
    }
  }
}
