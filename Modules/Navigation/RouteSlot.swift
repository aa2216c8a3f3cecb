import Observation

/// The global slot at the root (seed 003): one modal above every stack, for what changes the
/// whole context (signing in again, a welcome) while everything under it is kept.
@MainActor
@Observable
public final class RouteSlot<Destination: Hashable & Sendable>: RouteContainer {
  /// The slot's name in traces and checks.
  public let name: String
  /// The modal in the slot, with its identity.
  public private(set) var current: Routed<Destination>?

  @ObservationIgnored private weak var owner: (any RouteOwner)?
  @ObservationIgnored private let ledger: RouteLedger

  /// Creates an empty slot called `name`, sharing identities and listeners with `ledger`.
  public init(_ name: String, ledger: RouteLedger) {
    self.name = name
    self.ledger = ledger
  }

  /// The route in the slot with its owner.
  public var routes: [RouteRecord] {
    guard let current else { return [] }
    return [RouteRecord(id: current.id, label: "\(current)", container: name, owner: owner)]
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
      current = Routed(id: id, destination: destination)
      self.owner = owner
      owner.routeAdded(id, in: self)
    }
    return id
  }

  /// Empties the slot, if it is filled.
  public func dismiss() {
    guard current != nil else { return }
    ledger.change(.dismiss(name)) { empty() }
  }

  /// Empties the slot if `id` is in it.
  public func remove(_ id: RouteID) {
    if current?.id == id { dismiss() }
  }

  private func empty() {
    guard let current else { return }
    ledger.leave([.init(id: current.id, owner: owner)])
    self.current = nil
    owner = nil
  }
}
