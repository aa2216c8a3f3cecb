import Navigation
import Observation

/// The app's navigation, as seed 003 draws it: a stack for the signed-out context, one typed
/// stack per tab, the global slot above everything, which of them is on screen, and the
/// Recipes tab's search. It is the single source of truth: coordinators change it, each
/// through the one stack it was given, and hosts draw from it. It is `@Observable`, so a host
/// watches it as SwiftUI watches a model, and every tab's path is there to bind, hidden or not.
@MainActor
@Observable
public final class AppRouter {
  /// What holds the screen: nobody signed in, or one tab of the signed-in context.
  public enum Context: Hashable, Sendable {
    /// Nobody is signed in; the signed-out stack is on screen.
    case signedOut
    /// A user is signed in; the tab's stack is on screen.
    case signedIn(AppTab)
  }

  /// The identities, the owners to tell and the listeners that every stack here shares.
  @ObservationIgnored public let ledger = RouteLedger()
  /// Sign-in at the root, forgot-password over it.
  public let signedOut: SignedOutStack
  /// The Recipes tab's stack.
  public let recipes: BrowseStack
  /// The Favourites tab's stack.
  public let favorites: BrowseStack
  /// The Pantry tab's stack.
  public let pantry: PantryStack
  /// The Profile tab's stack.
  public let profile: ProfileStack
  /// The global slot.
  public let modal: ModalSlot
  /// What is on screen.
  public private(set) var context = Context.signedOut
  /// The Recipes tab's search, part of its root.
  public private(set) var search = ""

  /// Creates a router showing the signed-out context, every stack empty.
  public init() {
    signedOut = SignedOutStack(Self.signedOutName, ledger: ledger)
    recipes = BrowseStack(AppTab.recipes.name, ledger: ledger)
    favorites = BrowseStack(AppTab.favorites.name, ledger: ledger)
    pantry = PantryStack(AppTab.pantry.name, ledger: ledger)
    profile = ProfileStack(AppTab.profile.name, ledger: ledger)
    modal = ModalSlot(Self.modalName, ledger: ledger)
    ledger.show(Self.signedOutName)
  }

  /// The signed-out stack's name in traces and URLs.
  public nonisolated static let signedOutName = "login"
  /// The global slot's name in traces.
  public nonisolated static let modalName = "global"

  /// The tab on screen, or `nil` while signed out.
  public var tab: AppTab? {
    if case .signedIn(let tab) = context { tab } else { nil }
  }

  /// The browsing stack of `tab`, if it is Recipes or Favourites.
  public func browseStack(of tab: AppTab) -> BrowseStack? {
    switch tab {
    case .recipes: recipes
    case .favorites: favorites
    case .pantry, .profile: nil
    }
  }

  /// The stack of `tab`, whatever its types.
  public func stack(of tab: AppTab) -> any AnyRouteStack {
    switch tab {
    case .recipes: recipes
    case .favorites: favorites
    case .pantry: pantry
    case .profile: profile
    }
  }

  /// The stack on screen, whatever its types.
  public var shownStack: any AnyRouteStack {
    tab.map(stack(of:)) ?? signedOut
  }

  /// Every stack and the slot, signed-out first.
  public var containers: [any RouteContainer] {
    [signedOut, recipes, favorites, pantry, profile, modal]
  }

  /// Where the user is, as a value with one canonical URL.
  public var state: AppState {
    let place: AppState.Place =
      switch context {
      case .signedOut: .signIn(signedOut.path.map { $0.destination })
      case .signedIn(.recipes):
        .recipes(
          query: search, recipes.path.map { $0.destination }, recipes.presented?.destination)
      case .signedIn(.favorites):
        .favorites(favorites.path.map { $0.destination }, favorites.presented?.destination)
      case .signedIn(.pantry): .pantry(pantry.presented?.destination)
      case .signedIn(.profile): .profile(profile.path.map { $0.destination })
      }
    return AppState(place, modal: modal.current?.destination)
  }

  /// The canonical URL of the state.
  public var canonicalURL: String { state.canonicalURL }

  /// Every route shown, hidden stacks' included, with its owner, for the consistency checker.
  public var routes: [RouteRecord] { containers.flatMap(\.routes) }

  /// The owner of route `id`, in whichever stack or slot shows it, if the owner is alive.
  /// Asks each concrete stack, so no record is built and no generic code runs unspecialised.
  public func owner(of id: RouteID) -> (any RouteOwner)? {
    modal.owner(of: id) ?? signedOut.owner(of: id) ?? recipes.owner(of: id)
      ?? favorites.owner(of: id) ?? pantry.owner(of: id) ?? profile.owner(of: id)
  }

  /// Shows `tab` with the stack it had when last shown; a sheet or alert over the tab on
  /// screen is dismissed first, in the same step. Refused to work that was cancelled.
  public func select(_ tab: AppTab) {
    guard case .signedIn(let current) = context, current != tab, !OwnedWork.isCancelled else {
      return
    }
    ledger.change(.show(tab.name)) {
      stack(of: current).dismiss()
      context = .signedIn(tab)
      ledger.show(tab.name)
    }
  }

  /// Ends the signed-in context: every tab's stack and the global slot empty, and sign-in
  /// shows with nothing over it, in one step.
  public func showSignedOut() {
    ledger.change(.show(Self.signedOutName, emptying: filledContainers)) {
      modal.dismiss()
      for tab in AppTab.allCases.reversed() { stack(of: tab).empty() }
      signedOut.removeAll()
      search = ""
      context = .signedOut
      ledger.show(Self.signedOutName)
    }
  }

  /// Starts a signed-in context on `tab`: the signed-out stack and every tab's stack empty, in
  /// one step.
  public func showSignedIn(on tab: AppTab = .recipes) {
    ledger.change(.show(tab.name, emptying: filledContainers)) {
      modal.dismiss()
      signedOut.removeAll()
      for tab in AppTab.allCases.reversed() { stack(of: tab).empty() }
      search = ""
      context = .signedIn(tab)
      ledger.show(tab.name)
    }
  }

  /// The names of the stacks and slots that show a route now.
  private var filledContainers: [String] {
    containers.filter { !$0.isEmpty }.map(\.name)
  }

  /// Records the Recipes tab's search, part of its root and of the canonical URL.
  public func setSearch(_ query: String) {
    guard query != search else { return }
    ledger.change(.setRoot(RecipesRoot(query: query), on: AppTab.recipes.name)) {
      search = query
    }
  }

  /// Goes back one step on screen: empties the global slot first, else dismisses the sheet or
  /// alert, else pops; returns whether anything changed.
  @discardableResult
  public func back() -> Bool {
    if modal.current != nil {
      modal.dismiss()
      return true
    }
    return switch context {
    case .signedOut: back(in: signedOut)
    case .signedIn(.recipes): back(in: recipes)
    case .signedIn(.favorites): back(in: favorites)
    case .signedIn(.pantry): back(in: pantry)
    case .signedIn(.profile): back(in: profile)
    }
  }

  /// The route on top of what is shown: the modal, else the sheet or alert of the stack on
  /// screen, else its top screen; `nil` when its root is on top.
  public var topRoute: RouteID? {
    if let modal = modal.current { return modal.id }
    return switch context {
    case .signedOut: signedOut.topID
    case .signedIn(.recipes): recipes.topID
    case .signedIn(.favorites): favorites.topID
    case .signedIn(.pantry): pantry.topID
    case .signedIn(.profile): profile.topID
    }
  }

  /// Whether a sheet or alert is over the stack on screen.
  public var showsPresentation: Bool {
    switch context {
    case .signedOut: signedOut.presentedID != nil
    case .signedIn(.recipes): recipes.presentedID != nil
    case .signedIn(.favorites): favorites.presentedID != nil
    case .signedIn(.pantry): pantry.presentedID != nil
    case .signedIn(.profile): profile.presentedID != nil
    }
  }

  /// Back in one concrete stack, so that the stack's code runs specialised to its types rather
  /// than through `any AnyRouteStack`, which looks up generic metadata on every call.
  private func back<Element, Presentation>(in stack: RouteStack<Element, Presentation>) -> Bool {
    if stack.presentedID != nil {
      stack.dismiss()
      return true
    }
    guard stack.topID != nil else { return false }
    stack.pop()
    return true
  }

  /// Removes `id` from whichever stack or slot shows it.
  public func remove(_ id: RouteID) {
    for container in containers { container.remove(id) }
  }
}

/// The Recipes tab's root as a trace names it: the list, filtered by `query`.
public struct RecipesRoot: Hashable, Sendable, CustomStringConvertible {
  /// The search.
  public let query: String

  /// The root filtered by `query`.
  public init(query: String) {
    self.query = query
  }

  /// The root as it reads in a trace, such as `recipes(q: soup)`.
  public var description: String { query.isEmpty ? "recipes" : "recipes(q: \(query))" }
}

extension AnyRouteStack {
  /// Empties the path and the presentation.
  fileprivate func empty() {
    if presentedID != nil { dismiss() }
    keep([])
  }
}
