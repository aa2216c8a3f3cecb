import Navigation

/// A stack of plain strings for router tests.
typealias StringStack = RouteStack<String, String>

/// Stacks of strings that share one ledger, with a log of every call; the first is on screen.
@MainActor
final class Stacks {
  let ledger = RouteLedger()
  private(set) var calls: [RouterCall] = []

  init() {
    ledger.listen { [weak self] in self?.calls.append($0) }
  }

  /// A new stack called `name`, put on screen when `shown`.
  func make(_ name: String = "list", shown: Bool = true) -> StringStack {
    if shown { ledger.shownStack = name }
    return StringStack(name, ledger: ledger)
  }

  /// Forgets the calls so far.
  func clearCalls() { calls.removeAll() }
}
