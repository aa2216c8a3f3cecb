import Navigation

/// Every call made on a router's stacks and slots, oldest first, so a test can assert the
/// exact sequence of calls as well as the resulting state.
@MainActor
public final class CallLog {
  /// The calls so far, oldest first.
  public private(set) var calls: [RouterCall] = []

  /// Starts recording every call on the stacks that share `ledger`.
  public init(listening ledger: RouteLedger) {
    ledger.listen { [weak self] call in self?.calls.append(call) }
  }

  /// Forgets the calls recorded so far, so the next assertion covers one step only.
  public func clear() {
    calls.removeAll()
  }
}
