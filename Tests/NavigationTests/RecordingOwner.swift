import Navigation

/// A log of route removals shared by several owners, in the order the router told them; it
/// keeps its owners alive, since the router holds owners weakly.
@MainActor
final class RemovalLog {
  var removed: [String] = []
  var owners: [RecordingOwner] = []
}

/// A route owner for router tests: records each of its routes leaving, by its name.
@MainActor
final class RecordingOwner: RouteOwner {
  let name: String
  var isFinished = false
  private unowned let log: RemovalLog

  init(_ name: String, log: RemovalLog) {
    self.name = name
    self.log = log
  }

  func routeAdded(_ id: RouteID, in ledger: RouteLedger) {}

  func routeRemoved(_ id: RouteID) {
    log.removed.append(name)
  }

  func perform<Value: Sendable>(
    for route: RouteID?, _ body: @escaping @MainActor () async -> Value
  ) -> Task<Value, Never>? { nil }
}
