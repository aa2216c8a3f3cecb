import Coordinators
import TerminalUI

/// Types a path's commands into the line host, one per read, and lets the explorer look at
/// the app before each one: the moment between two commands is a state a user can see.
@MainActor
final class ExplorerTerminal: TerminalIO {
  let isInteractive = false
  let columns: Int? = nil
  private var actions: ArraySlice<ExplorerAction>
  private let beforeEachRead: () -> Void
  private let expire: () -> Void
  private let backMenuToRoot: () -> Void

  init(
    _ actions: ArraySlice<ExplorerAction>, beforeEachRead: @escaping () -> Void,
    expire: @escaping () -> Void, backMenuToRoot: @escaping () -> Void
  ) {
    self.actions = actions
    self.beforeEachRead = beforeEachRead
    self.expire = expire
    self.backMenuToRoot = backMenuToRoot
  }

  func readLine(prompt: String) -> String? {
    beforeEachRead()
    guard let action = actions.popFirst() else { return nil }
    switch action {
    case .line(let text): return text
    case .expire:
      expire()
      return "where"
    case .backMenuToRoot:
      backMenuToRoot()
      return "where"
    case .relaunch, .interleaved: return nil
    }
  }

  func readSecret(prompt: String) -> String? { nil }

  /// The explorer reads the app's state, not what the host prints.
  func write(_ text: String) {}
}
