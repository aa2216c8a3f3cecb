import Observation

/// What the stacks and slots of one router share: route identities, which stack is on screen,
/// the owners still to be told once a change is complete, and who listens to every call.
///
/// A change writes the state first, then reports its call, then tells each owner whose route
/// left, top first. Changes nested in a ``change(_:_:)`` report only the outer call and tell
/// their owners at its end, so a change across several stacks is still one step.
@MainActor
@Observable
public final class RouteLedger {
  /// A route that left, with its owner held strongly until it has been told.
  struct Departure {
    let id: RouteID
    let owner: (any RouteOwner)?
  }

  /// The name of the stack on screen; every other stack is hidden, as a tab that is not chosen.
  public private(set) var shownStack: String?

  @ObservationIgnored private var lastID: UInt64 = 0
  @ObservationIgnored private var openChanges = 0
  @ObservationIgnored private var departures: [Departure] = []
  @ObservationIgnored private var listeners: [@MainActor (RouterCall) -> Void] = []

  /// Creates a ledger with no stack on screen.
  public init() {}

  /// Calls `listener` after every call on this ledger's stacks and slots, once the state is
  /// written and before any owner hears that its route left, as traces and tests need.
  public func listen(_ listener: @escaping @MainActor (RouterCall) -> Void) {
    listeners.append(listener)
  }

  /// Runs `body`, which writes the navigation state, as one step reported as `call`: the routes
  /// that leave meanwhile are told at the end of the outermost change.
  public func change(_ call: RouterCall, _ body: () -> Void) {
    openChanges += 1
    body()
    openChanges -= 1
    guard openChanges == 0 else { return }
    for listener in listeners { listener(call) }
    let leaving = departures
    departures.removeAll()
    for departure in leaving { departure.owner?.routeRemoved(departure.id) }
  }

  /// Puts `stack` on screen; the stack that was shown becomes hidden.
  public func show(_ stack: String) {
    shownStack = stack
  }

  /// Reports a call that changed nothing because it was refused.
  func refuse(_ call: RouterCall) {
    for listener in listeners { listener(call) }
  }

  func nextID() -> RouteID {
    lastID += 1
    return RouteID(lastID)
  }

  func leave(_ leaving: [Departure]) {
    departures += leaving
  }
}

extension RouteLedger {
  /// Why adding a route for `owner` must be refused now, if it must: its flow has ended, or
  /// the task asking was cancelled because the route or flow it belonged to has gone.
  static func refusal(for owner: any RouteOwner) -> RouteRefusal? {
    if owner.isFinished { return .ownerEnded }
    if OwnedWork.isCancelled { return .workCancelled }
    return nil
  }
}
