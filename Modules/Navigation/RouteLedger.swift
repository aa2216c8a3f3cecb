import Foundation
import Observation

/// The coordinator that pushed or presented a route. Its stack tells it when the route leaves,
/// whoever removed it: the owner itself, the user's back, a host writing a shorter path, a new
/// context.
@MainActor
public protocol RouteOwner: AnyObject {
  /// Whether the owner's flow has finished or ended; a stack refuses it new routes then.
  var isFinished: Bool { get }
  /// `ledger`'s stacks now show `id` on this owner's behalf.
  func routeAdded(_ id: RouteID, in ledger: RouteLedger)
  /// The route `id` left the navigation state.
  func routeRemoved(_ id: RouteID)
  /// Starts `body` as work of the route `route` (`nil`: of the owner's flow), cancelled when
  /// that route leaves or the flow ends; `nil` when the owner may start nothing for it. A task
  /// returned runs `body` once, cancelled or not: a host waits for what it returns.
  func perform<Value: Sendable>(
    for route: RouteID?, _ body: @escaping @MainActor () async -> Value
  ) -> Task<Value, Never>?
}

/// What the stacks of one router share: route identities, which stack is on screen, the stack
/// whose presentation covers all the others, and who listens to every call.
///
/// A change writes the state first, then reports its call, then tells each owner whose route
/// left, top first. Changes nested in ``change(_:_:)`` report only the outer call and tell
/// their owners at its end, so a change across several stacks is one step.
@MainActor
@Observable
public final class RouteLedger {
  /// The name of the stack on screen; every other stack is hidden, as a tab not chosen is. The
  /// router sets it, in the step that changes its context or tab.
  public var shownStack: String?
  /// The stack whose presentation, while there is one, is above every other stack, as a
  /// global modal is; the others take no new route meanwhile. Held weakly: the stack holds
  /// its ledger.
  @ObservationIgnored public weak var cover: (any AnyRouteStack)?
  /// Counts the changes made, so work that waited can tell whether anything moved meanwhile.
  @ObservationIgnored public private(set) var version = 0
  /// Called with every refused call in debug builds when nothing listens, so that a refusal
  /// is never silent; the app may send it elsewhere.
  @ObservationIgnored public var warn: @MainActor (RouterCall) -> Void = { call in
    #if DEBUG
      FileHandle.standardError.write(Data("warning: the router \(call)\n".utf8))
    #endif
  }

  @ObservationIgnored private var lastID: UInt64 = 0
  @ObservationIgnored private var openChanges = 0
  @ObservationIgnored private var leaving: [(id: RouteID, owner: (any RouteOwner)?)] = []
  @ObservationIgnored private var listeners: [@MainActor (RouterCall) -> Void] = []
  /// Every stack that shares this ledger and is still alive, in the order they were made.
  public var stacks: [any AnyRouteStack] { registered.compactMap { $0.stack } }

  private struct Registered {
    weak var stack: (any AnyRouteStack)?
  }

  @ObservationIgnored private var registered: [Registered] = []

  /// Creates a ledger with no stack on screen.
  public init() {}

  /// Calls `listener` after every call on this ledger's stacks, refused ones included, once
  /// the state is written and before any owner hears that its route left.
  public func listen(_ listener: @escaping @MainActor (RouterCall) -> Void) {
    listeners.append(listener)
  }

  /// Runs `body`, which writes the navigation state, as one step reported as `call`.
  public func change(_ call: RouterCall, _ body: () -> Void) {
    openChanges += 1
    body()
    openChanges -= 1
    guard openChanges == 0 else { return }
    version += 1
    for listener in listeners { listener(call) }
    let left = leaving
    leaving.removeAll()
    for route in left { route.owner?.routeRemoved(route.id) }
  }

  /// The routes `owner` has on any stack of this ledger, bottom first.
  public func routes(ownedBy owner: any RouteOwner) -> [RouteID] {
    stacks.flatMap { $0.routes(ownedBy: owner) }
  }

  /// Removes every route of `owner`, in one step.
  public func removeRoutes(ownedBy owner: any RouteOwner) {
    let routes = routes(ownedBy: owner)
    guard !routes.isEmpty else { return }
    change(.remove(routes.count, owner: "\(type(of: owner))")) {
      for stack in stacks { for id in routes.reversed() { stack.remove(id) } }
    }
  }

  /// The owner of route `id`, on whichever stack shows it.
  public func owner(of id: RouteID) -> (any RouteOwner)? {
    for entry in registered { if let owner = entry.stack?.owner(of: id) { return owner } }
    return nil
  }

  /// The model the screen of route `id` shows, on whichever stack shows it, if it is a `Model`.
  public func model<Model>(of id: RouteID, as type: Model.Type) -> Model? {
    for entry in registered { if let model = entry.stack?.model(of: id) { return model as? Model } }
    return nil
  }

  /// Adds `stack`, and forgets the stacks that are gone: a stack made at every sign-in would
  /// otherwise leave an entry that every later look-up walks past.
  func register(_ stack: any AnyRouteStack) {
    registered.removeAll { $0.stack == nil }
    registered.append(Registered(stack: stack))
  }

  func nextID() -> RouteID {
    lastID += 1
    return RouteID(lastID)
  }

  func left(_ id: RouteID, owner: (any RouteOwner)?) {
    leaving.append((id, owner))
  }

  func refuse(_ call: RouterCall) {
    if listeners.isEmpty { warn(call) }
    for listener in listeners { listener(call) }
  }

  /// Why a route for `owner` over the screen `route` on `stack` must be refused, if it must: a
  /// presentation also needs its stack on screen, while a push may go to a tab not chosen, whose
  /// stack is there when the user comes back.
  func refusal(
    for owner: any RouteOwner, over route: RouteID?, on stack: any AnyRouteStack,
    presenting: Bool
  ) -> RouteRefusal? {
    if owner.isFinished { return .ownerEnded }
    if let route, !stack.pathIDs.contains(route) { return .screenLeft }
    if route != stack.pathIDs.last { return .notOnTop }
    if let cover, cover !== stack, cover.presentedID != nil { return .interrupted }
    if stack.presentedID != nil { return .interrupted }
    if presenting, shownStack != stack.name, cover !== stack { return .stackHidden }
    return nil
  }
}

/// Why a stack refused to add a route: each is a way a late request could otherwise have put
/// a screen where it no longer belongs.
public enum RouteRefusal: String, Hashable, Sendable {
  /// The owner's flow has finished or ended.
  case ownerEnded = "its owner has ended"
  /// The screen the route was asked for over has left.
  case screenLeft = "the screen it was asked over has left"
  /// The screen the route was asked for over is no longer on top.
  case notOnTop = "the screen it was asked over is not on top"
  /// A sheet, an alert or the global slot is open: it takes only its own exits until it closes.
  case interrupted = "a sheet, an alert or a modal is open"
  /// A sheet or alert was asked for on a stack that is not on screen.
  case stackHidden = "its stack is not on screen"
  /// The stack holds the most screens it can.
  case full = "the stack is full"
}

/// One call on a router's stacks, named by the stack it changed, as traces print it and tests
/// compare it.
public struct RouterCall: Hashable, Sendable, CustomStringConvertible {
  /// The call as it reads in a trace, such as `push(recipeDetail(tiramisu)) on recipes`.
  public let description: String

  private init(_ description: String) { self.description = description }

  /// A push of `destination` on `stack`.
  public static func push(_ destination: some Sendable, on stack: String) -> Self {
    Self("push(\(destination)) on \(stack)")
  }
  /// A pop of `stack`'s top screen.
  public static func pop(_ stack: String) -> Self { Self("pop on \(stack)") }
  /// `stack` written shorter, keeping `count` screens.
  public static func setPath(_ stack: String, count: Int) -> Self {
    Self("setPath(\(count) screen\(count == 1 ? "" : "s")) on \(stack)")
  }
  /// A presentation of `destination` on `stack`.
  public static func present(_ destination: some Sendable, on stack: String) -> Self {
    Self("present(\(destination)) on \(stack)")
  }
  /// A dismissal on `stack`.
  public static func dismiss(_ stack: String) -> Self { Self("dismiss on \(stack)") }
  /// `stack`'s root now showing `root`, as when the recipe list's search changes.
  public static func setRoot(_ root: some Sendable, on stack: String) -> Self {
    Self("setRoot(\(root)) on \(stack)")
  }
  /// `stack` on screen, the stacks named in `emptied` emptied in the same step.
  public static func show(_ stack: String, emptying emptied: [String] = []) -> Self {
    Self(
      emptied.isEmpty
        ? "show \(stack)" : "show \(stack), emptying \(emptied.joined(separator: ", "))")
  }
  /// The `count` routes of an owner of type `owner` removed, as when its flow ends.
  public static func remove(_ count: Int, owner: String) -> Self {
    Self("remove \(count) route\(count == 1 ? "" : "s") of \(owner)")
  }
  /// A call `call` that changed nothing, refused for `reason`.
  public static func refused(_ call: RouterCall, _ reason: RouteRefusal) -> Self {
    Self("refused \(call): \(reason.rawValue)")
  }
}
