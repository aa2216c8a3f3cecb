import Navigation
import Services

/// A flow that owns one stack and every screen on it, as TCA's stack reducer owns its elements:
/// it makes each screen's model, pushes it with its route, and decides every push onto that
/// stack, whoever asks (a view model, a link, a host's way on). What it starts for a screen is
/// work of that screen's route, cancelled when the screen leaves.
@MainActor
public protocol StackFlow: RouteOwner {
  /// The screens the stack can hold.
  associatedtype Destination: PathDestination
  /// What the stack can present.
  associatedtype Presentation: Hashable & Sendable
  /// The flow's own stack.
  var stack: RouteStack<Destination, Presentation> { get }
  /// The model at the stack's root.
  var rootScreen: any ScreenModel { get }
  /// The model that shows `destination`, made with what it needs and with this flow as its
  /// navigation: the one place that says what each screen of the stack is, where a new
  /// screen's case goes.
  func model(for destination: Destination) -> AnyObject
  /// Tells the trace that `cause` brought `event` and what this flow decided.
  func decide(
    _ event: some Hashable & Sendable, cause: TraceCause, _ decision: some CustomStringConvertible)
}

extension StackFlow {
  /// Pushes `destination`, with its model, over the screen whose model is `requester` (`nil`:
  /// the root), for `cause`; refused once that screen is no longer on top.
  /// - Returns: whether it was pushed.
  @discardableResult
  public func push(_ destination: Destination, from requester: AnyObject?, cause: TraceCause)
    -> Bool
  {
    decide(destination, cause: cause, Decision.push)
    return stack.push(destination, from: requester, model: model(for: destination), owner: self)
      != nil
  }

  /// Pushes `destination` over the top screen, as a link or a way on asks.
  @discardableResult
  public func push(_ destination: Destination, cause: TraceCause) -> Bool {
    push(destination, from: stack.path.last.flatMap { stack.model(of: $0.id) }, cause: cause)
  }

  /// The screens that open over the top screen by their word, when nothing is presented.
  public var entries: [ScreenEntry] {
    guard stack.presentedID == nil else { return [] }
    return Destination.children(of: stack.path.last?.destination).map {
      ScreenEntry(word: $0.segment)
    }
  }

  /// Opens the screen whose word is `word` over the top screen, as the user asked.
  /// - Returns: whether one was pushed.
  public func openEntry(_ word: String) -> Bool {
    let children = Destination.children(of: stack.path.last?.destination)
    guard stack.presentedID == nil, let child = children.first(where: { $0.segment == word })
    else { return false }
    return push(child, cause: .user)
  }

  /// Makes the stack show `target`: the screens it shares with the path from the bottom stay,
  /// the others leave, and each missing one is pushed; what is presented leaves unless it is
  /// `presented` over a path that stays as it is.
  /// - Returns: whether every screen was pushed.
  func match(_ target: [Destination], presenting presented: Presentation?, cause: TraceCause)
    -> Bool
  {
    let path = stack.path.map { $0.destination }
    let shared = zip(path, target).prefix { $0 == $1 }.count
    if path != target || stack.presented?.destination != presented { stack.dismiss() }
    stack.keep(Array(stack.pathIDs.prefix(shared)))
    return target.dropFirst(shared).allSatisfy { push($0, cause: cause) }
  }
}

/// A screen that opens over the one on top by its word, such as `settings` over the profile:
/// a host offers it as a command, a button or a row.
public struct ScreenEntry: Hashable, Sendable {
  /// The word, as in the screen's link.
  public let word: String

  /// The word in title case, as a button says it: `shopping-list` is `Shopping List`.
  public var title: String {
    word.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }
      .joined(separator: " ")
  }
}

/// A tab's flow: the stack it owns, its root, and how it follows a link. ``AppTab/flow`` names
/// each tab's; the signed-in flow makes one per tab through ``init(_:)``.
@MainActor
public protocol TabFlow: FlowCoordinator<Never, TabEvent>, StackFlow, Coordinator
where Presentation: LinkPresentation {
  /// Creates the flow of `context.tab`, with a stack of its own from `context`.
  init(_ context: TabContext)
  /// Whether links to `tab` may carry a search (`q=`).
  nonisolated static func takesSearch(on tab: AppTab) -> Bool
  /// Shows `state`, a state of this tab whose screens exist, keeping what it shares with what
  /// is shown.
  func show(_ state: AppState, cause: TraceCause) async -> LinkOutcome
  /// The first screen of `state`, a state of this tab, that does not exist for the user, with
  /// its index in the path; `nil` when every one does.
  func firstMissingScreen(in state: AppState) async -> (index: Int, refusal: LinkRefusal)?
  /// The user deleted the recipe `id`: every screen of it leaves this tab, with whatever was
  /// opened over it.
  func recipeDeleted(_ id: String)
  /// The same user signed in again after an expiry, with `session`.
  func sessionRenewed(_ session: Session)
}

extension TabFlow {
  /// No search.
  public nonisolated static func takesSearch(on tab: AppTab) -> Bool { false }
  /// Every screen a word names exists.
  public func firstMissingScreen(in state: AppState) async -> (index: Int, refusal: LinkRefusal)? {
    nil
  }
  /// No screen shows a recipe.
  public func recipeDeleted(_ id: String) {}
  /// Nothing shows the session.
  public func sessionRenewed(_ session: Session) {}

  /// The tab's stack, whatever its types.
  public var tabStack: any LinkedStack { stack }

  /// Shows `state`'s screens and presentation, keeping those already shown.
  public func show(_ state: AppState, cause: TraceCause) async -> LinkOutcome {
    let (path, presented) = target(of: state)
    return match(path, presenting: presented, cause: cause) ? .opened : .refused(.superseded)
  }
}

/// What a tab's flow is made with: its tab, the session, and what every tab shares.
@MainActor
public struct TabContext {
  /// The tab the flow runs.
  public let tab: AppTab
  /// The session the tabs run under.
  public let session: Session
  /// How every recipe screen of the session lists recipes.
  public let listing: RecipeListing
  /// The router, which shows the tab's stack.
  public let router: AppRouter
  /// The services the screens need.
  public let services: AppServices

  /// A new stack for the tab, which the router shows as the tab's.
  public func makeStack<Destination: PathDestination, Presentation: LinkPresentation>()
    -> RouteStack<Destination, Presentation>
  {
    router.makeStack(for: tab)
  }
}

/// What a tab tells the signed-in flow while it goes on.
public enum TabEvent: Hashable, Sendable {
  /// The user asked to sign out.
  case signOutRequested
  /// The user deleted a recipe from their cookbook.
  case recipeDeleted(id: String)
  /// Something to tell the user that no screen says.
  case notice(AppNotice)
}

/// What a coordinator decided, as its trace names it.
enum Decision: String, CustomStringConvertible {
  case push = "push it over the top screen"
  case present = "present it over the screen that asked"
  case deleteThenRemoveItsScreens = "delete it as the tab's work; its screens leave"
  case exportThenClose = "export it as the recipe's work, then close the sheet"
  case saveThenClose = "save it as the pantry's work, then close the form"
  case deleteThenUpdateTheList = "delete it as the pantry's work, then drop it from the list"
  case sendThenShowSignIn = "send the link as this flow's work, then go back to sign-in"
  case replaceTheFlow = "replace the flow with the signed-in one"
  case signOut = "show sign-in and forget the session"
  case matchLink = "match the tab, stack and slot to it"
  case parkLink = "park it until sign-in"
  case signInOverTheTabs = "fill the global slot with sign-in; keep every tab as it is"
  case showTheWelcome = "fill the global slot with the welcome"
  case renewAndKeepEverything = "renew the session; everything under the slot stays"
  case startFresh = "release the other user's flow and start fresh on Recipes"

  var description: String { rawValue }
}
