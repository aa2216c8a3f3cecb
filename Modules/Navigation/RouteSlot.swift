import Observation

/// The global slot at the root (seed 003): one modal above every stack, for what changes the
/// whole context (signing in again, a welcome) while everything under it is kept.
@MainActor
public final class RouteSlot<Destination: Hashable & Sendable>: RouteContainer, Observable {
  /// The slot's name in traces and checks.
  public let name: String

  /// The modal in the slot, with its identity.
  public var current: Routed<Destination>? {
    changes.access(.presentation)
    return stored
  }

  private var stored: Routed<Destination>? {
    willSet { changes.willSet(.presentation) }
    didSet { changes.didSet(.presentation) }
  }
  private weak var owner: (any RouteOwner)?
  private let ledger: RouteLedger
  private let changes = RouteChanges()

  /// Creates an empty slot called `name`, sharing identities and listeners with `ledger`.
  public init(_ name: String, ledger: RouteLedger) {
    self.name = name
    self.ledger = ledger
  }

  /// The route in the slot with its owner.
  public var routes: [RouteRecord] {
    guard let stored else { return [] }
    return [
      RouteRecord(
        id: stored.id, destination: AnyDestination(stored.destination), container: name,
        owner: owner)
    ]
  }

  /// Whether the slot is empty.
  public var isEmpty: Bool { stored == nil }

  /// The owner of the modal, if it is `id` and its owner is alive.
  public func owner(of id: RouteID) -> (any RouteOwner)? {
    stored?.id == id ? owner : nil
  }

  /// Fills the slot with `destination`, owned by `owner`, replacing any modal there.
  /// - Returns: its identity, or `nil` when the owner has ended or the work asking was
  ///   cancelled; nothing changed then.
  @discardableResult
  public func present(_ destination: Destination, owner: any RouteOwner) -> RouteID? {
    if let refusal = RouteLedger.refusal(for: owner) {
      ledger.refuse(.refused(destination, on: name, refusal))
      return nil
    }
    let id = ledger.nextID()
    ledger.change(.present(destination, on: name)) {
      empty()
      stored = Routed(id: id, destination: destination)
      self.owner = owner
      owner.routeAdded(id, in: self)
    }
    return id
  }

  /// Empties the slot, if it is filled.
  public func dismiss() {
    guard stored != nil else { return }
    ledger.change(.dismiss(name)) { empty() }
  }

  /// Empties the slot if `id` is in it.
  public func remove(_ id: RouteID) {
    if stored?.id == id { dismiss() }
  }

  private func empty() {
    guard let stored else { return }
    ledger.leave([.init(id: stored.id, owner: owner)])
    self.stored = nil
    owner = nil
  }
}
