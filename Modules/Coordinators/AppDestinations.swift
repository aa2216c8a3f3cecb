import Links
import Navigation

/// The tabs of the signed-in app, in the tab bar's order, Profile last. Every list of tabs, in
/// the core and in each host, follows from this one; each tab's ``flow`` says its stack's types.
public enum AppTab: String, Hashable, Sendable, CaseIterable {
  /// Recipes: the whole catalogue; its stack holds recipes and authors.
  case recipes
  /// Favourites: the user's marked recipes; its stack holds recipes and authors.
  case favorites
  /// Pantry: what the user has at home; it pushes nothing, and presents its form and alert.
  case pantry
  /// Profile: who is signed in; its stack holds the settings.
  case profile

  /// The tab's word in links and commands, which is also its stack's name.
  public var name: String { rawValue }

  /// The tab's title in every host's tab bar.
  public var title: String {
    switch self {
    case .recipes: "Recipes"
    case .favorites: "Favourites"
    case .pantry: "Pantry"
    case .profile: "Profile"
    }
  }

  /// The flow that runs the tab, whose types say what its stack holds and how its links read.
  public var flow: any TabFlow.Type {
    switch self {
    case .recipes, .favorites: TabCoordinator.self
    case .pantry: PantryCoordinator.self
    case .profile: ProfileCoordinator.self
    }
  }
}

/// What the signed-out stack pushes over sign-in.
public enum SignedOutDestination: String, PathDestination, CaseIterable {
  /// The forgot-password screen.
  case forgotPassword = "forgot-password"

  /// The screen's word.
  public var segment: String { rawValue }

  /// Forgot-password opens over sign-in.
  public static func children(of parent: Self?) -> [Self] { parent == nil ? [.forgotPassword] : [] }
}

/// What the Recipes and Favourites stacks hold: recipes and authors, recursively (seed 003's
/// browsing path).
public enum BrowseDestination: Hashable, Sendable {
  /// A recipe's detail; its segment is the recipe's id.
  case recipeDetail(id: String)
  /// An author: their biography and their recipes; `@` and the author's id.
  case author(id: String)
}

extension BrowseDestination: PathDestination, CustomStringConvertible {
  /// The recipe's id, or `@` and the author's.
  public var segment: String {
    switch self {
    case .recipeDetail(let id): id
    case .author(let id): "@" + id
    }
  }

  /// The screens that open by a word over each screen.
  public static func children(of parent: Self?) -> [Self] {
    switch parent {
    case nil: []
    case .recipeDetail?: []
    case .author?: []
    }
  }

  /// Only a recipe: its share sheet and its delete confirmation.
  public var takesPresentations: Bool {
    if case .recipeDetail = self { true } else { false }
  }

  /// An author after `@`, any other segment a recipe.
  public static func identified(by segment: String) -> Self? {
    guard segment.hasPrefix("@") else { return .recipeDetail(id: segment) }
    return segment.count > 1 ? .author(id: String(segment.dropFirst())) : nil
  }

  /// The element as it reads in a trace, such as `recipeDetail(tiramisu)`.
  public var description: String {
    switch self {
    case .recipeDetail(let id): "recipeDetail(\(id))"
    case .author(let id): "author(\(id))"
    }
  }
}

/// What the Profile stack holds.
public enum ProfileDestination: String, PathDestination, CaseIterable {
  /// The settings.
  case settings

  /// The screen's word.
  public var segment: String { rawValue }

  /// The screens that open by a word over each screen.
  public static func children(of parent: Self?) -> [Self] {
    switch parent {
    case nil: [.settings]
    case .settings?: []
    }
  }
}

/// What interrupts a recipe on the Recipes and Favourites stacks: a closed set of exits over
/// the recipe on top.
public enum RecipePresentation: Hashable, Sendable, CaseIterable {
  /// The share sheet: show the link, export, or cancel.
  case shareSheet
  /// The delete confirmation: yes or no.
  case deleteAlert
}

extension RecipePresentation: LinkPresentation {
  /// `sheet=` or `alert=`.
  public static let queryNames = [Word.sheet, Word.alert]

  /// `sheet=share` or `alert=delete`.
  public var queryItems: [QueryItem] {
    switch self {
    case .shareSheet: [QueryItem(name: Word.sheet, value: "share")]
    case .deleteAlert: [QueryItem(name: Word.alert, value: "delete")]
    }
  }

  /// The sheet or alert `link` names, which opens over a recipe only.
  public static func read(_ link: DeepLink, over top: (any PathDestination)?)
    throws(DeepLinkError) -> Self?
  {
    guard let item = try Word.presentation(in: link) else { return nil }
    guard let presented = allCases.first(where: { $0.queryItems == [item] }) else {
      throw .unknownQueryValue(name: item.name, value: item.value)
    }
    guard let top else { throw .nothingToPresentOver }
    guard top.takesPresentations else { throw .presentationNotHere("an author") }
    return presented
  }
}

/// What interrupts the pantry: its item form and its delete confirmation.
public enum PantryPresentation: Hashable, Sendable, CustomStringConvertible {
  /// The item form: a new item when `itemID` is `nil`, else that item.
  case itemForm(itemID: String?)
  /// The confirmation before deleting the item `itemID`.
  case deleteAlert(itemID: String)

  /// The presentation as it reads in a trace, such as `itemForm(rye-flour)`.
  public var description: String {
    switch self {
    case .itemForm(let id): "itemForm(\(id ?? "new"))"
    case .deleteAlert(let id): "deleteAlert(\(id))"
    }
  }
}

extension PantryPresentation: LinkPresentation {
  /// `sheet=` or `alert=`, and the `item=` it edits or deletes.
  public static let queryNames = [Word.sheet, Word.alert, Word.item]

  /// `sheet=add`, `sheet=edit&item=ID` or `alert=delete&item=ID`.
  public var queryItems: [QueryItem] {
    switch self {
    case .itemForm(nil): [QueryItem(name: Word.sheet, value: "add")]
    case .itemForm(let id?):
      [QueryItem(name: Word.sheet, value: "edit"), QueryItem(name: Word.item, value: id)]
    case .deleteAlert(let id):
      [QueryItem(name: Word.alert, value: "delete"), QueryItem(name: Word.item, value: id)]
    }
  }

  /// The form or confirmation `link` names, with the item it needs.
  public static func read(_ link: DeepLink, over _: (any PathDestination)?)
    throws(DeepLinkError) -> Self?
  {
    let item = try link.queryValue(Word.item)
    if item?.isEmpty == true { throw .emptyQueryValue(Word.item) }
    let words = try Word.presentation(in: link)
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

/// A modal in the global slot, above the tabs: what changes the whole context while
/// everything under it is kept.
public enum GlobalModal: String, Hashable, Sendable, CaseIterable {
  /// The welcome a user sees the first time they sign in.
  case welcome
  /// The session ran out: sign in again over the preserved tabs.
  case signIn = "signin"
}

/// The signed-out context's stack: sign-in at its root, forgot-password pushed over it.
public typealias SignedOutStack = RouteStack<SignedOutDestination, NoPresentation>
/// A browsing tab's stack: a list at its root, recipes and authors over it.
public typealias BrowseStack = RouteStack<BrowseDestination, RecipePresentation>
/// The Pantry's stack: the items at its root, nothing pushed, the form and alert presented.
public typealias PantryStack = RouteStack<Never, PantryPresentation>
/// The Profile's stack: who is signed in at its root, the settings pushed over it.
public typealias ProfileStack = RouteStack<ProfileDestination, NoPresentation>
/// The global slot: a stack that pushes nothing and presents one modal over every other.
public typealias ModalSlot = RouteStack<Never, GlobalModal>
