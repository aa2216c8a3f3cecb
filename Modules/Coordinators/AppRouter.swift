import Links
import Navigation
import Observation

/// The app's navigation, as seed 003 draws it: a stack for the signed-out context, one typed
/// stack per tab (each made by its tab's flow), the global slot above everything, which of them
/// is on screen, and the Recipes tab's search. It is the single source of truth: coordinators change it, each
/// through the stacks it was given, and hosts draw from it, every level and every screen's
/// model included. It is `@Observable`, so a host watches it as SwiftUI watches a model.
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

  /// The identities, owners and listeners that every stack here shares.
  @ObservationIgnored public let ledger = RouteLedger()
  /// Sign-in at the root, forgot-password over it.
  public let signedOut: SignedOutStack
  /// The global slot, above every other stack.
  public let modal: ModalSlot
  /// What is on screen.
  public private(set) var context = Context.signedOut
  /// The Recipes tab's search, part of its root.
  public private(set) var search = ""
  private var tabStacks: [AppTab: any LinkedStack] = [:]

  /// The signed-out stack's name in traces and URLs.
  public nonisolated static let signedOutName = "login"

  /// Creates a router showing the signed-out context, every stack empty.
  public init() {
    signedOut = SignedOutStack(Self.signedOutName, ledger: ledger)
    modal = ModalSlot("global", ledger: ledger)
    ledger.cover = modal
    ledger.shownStack = Self.signedOutName
  }

  /// The stack of `tab`, whatever its types; `nil` until its flow has made it.
  public func stack(of tab: AppTab) -> (any LinkedStack)? {
    tabStacks[tab]
  }

  /// A new stack for `tab`, shown as the tab's from now on.
  func makeStack<Destination: PathDestination, Presentation: LinkPresentation>(for tab: AppTab)
    -> RouteStack<Destination, Presentation>
  {
    let stack = RouteStack<Destination, Presentation>(tab.name, ledger: ledger)
    tabStacks[tab] = stack
    return stack
  }

  /// The tab on screen, or `nil` while signed out.
  public var tab: AppTab? {
    if case .signedIn(let tab) = context { tab } else { nil }
  }

  /// The stack on screen, whatever its types.
  public var shownStack: any LinkedStack { tab.flatMap(stack(of:)) ?? signedOut }

  /// Where the user is, as a value with one canonical URL.
  public var state: AppState {
    AppState(
      tab: tab, segments: shownStack.segments, presented: shownStack.presentedItems,
      search: tab == .recipes ? search : "", modal: modal.presented?.destination)
  }

  /// The canonical URL of the state.
  public var canonicalURL: String { state.canonicalURL }

  /// The route on top of what is shown: the modal, else the sheet, alert or top screen of the
  /// stack on screen; `nil` when its root is on top.
  public var topRoute: RouteID? {
    modal.presentedID ?? shownStack.presentedID ?? shownStack.pathIDs.last
  }

  /// Whether a sheet, an alert or the global slot interrupts the journey: it takes only its own
  /// exits, so the tab bar and signing out wait until it closes.
  public var isInterrupted: Bool { modal.presentedID != nil || shownStack.presentedID != nil }

  /// Whether the global modal is open over a sheet or alert of the tab on screen: a platform that
  /// presents one modal from another (SwiftUI's `.sheet`, UIKit's `present`) presents it from
  /// that sheet, not from the root, and the sheet stays as it was under it.
  public var modalIsOverAPresentation: Bool {
    modal.presentedID != nil && shownStack.presentedID != nil
  }

  /// The model the screen of `route` shows, on whichever stack shows it.
  public func screen(of route: RouteID) -> (any ScreenModel)? {
    ledger.model(of: route, as: (any ScreenModel).self)
  }

  /// Shows `tab` with the stack it had when last shown; a sheet or alert over the tab on
  /// screen is dismissed first, in the same step.
  public func select(_ tab: AppTab) {
    guard case .signedIn(let current) = context, current != tab else { return }
    ledger.change(.show(tab.name)) {
      stack(of: current)?.dismiss()
      context = .signedIn(tab)
      ledger.shownStack = tab.name
    }
  }

  /// Shows `context` alone: every other stack and the global slot empty, in one step.
  public func show(_ context: Context) {
    let name = if case .signedIn(let tab) = context { tab.name } else { Self.signedOutName }
    let filled = ledger.stacks.filter { !$0.pathIDs.isEmpty || $0.presentedID != nil }
    ledger.change(.show(name, emptying: filled.map(\.name))) {
      for stack in ledger.stacks.reversed() { stack.removeAll() }
      if context == .signedOut { tabStacks = [:] }
      search = ""
      self.context = context
      ledger.shownStack = name
    }
  }

  /// Records the Recipes tab's search, part of its root and of the canonical URL.
  public func setSearch(_ query: String) {
    guard query != search else { return }
    let root = query.isEmpty ? "recipes" : "recipes(q: \(query))"
    ledger.change(.setRoot(root, on: AppTab.recipes.name)) { search = query }
  }

  /// Goes back one step on screen: empties the global slot first, else dismisses the sheet or
  /// alert, else pops; returns whether anything changed.
  @discardableResult
  public func back() -> Bool {
    guard let top = topRoute else { return false }
    for stack in ledger.stacks { stack.remove(top) }
    return true
  }
}

/// A stack whose screens and presentation read in a link, as every stack of the app's does.
@MainActor
public protocol LinkedStack: AnyRouteStack {
  /// The segments of the pushed screens, bottom first.
  var segments: [String] { get }
  /// The query items that name the sheet or alert, if one is presented.
  var presentedItems: [QueryItem] { get }
}

extension RouteStack: LinkedStack where Element: PathDestination, Presentation: LinkPresentation {
  /// The segments of the pushed screens, bottom first.
  public var segments: [String] { path.map { $0.destination.segment } }
  /// The query items that name the sheet or alert, if one is presented.
  public var presentedItems: [QueryItem] { presented?.destination.queryItems ?? [] }
}
