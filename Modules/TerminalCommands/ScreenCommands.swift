import Coordinators

/// What a screen's command did.
enum ScreenResponse: Hashable, Sendable {
  case done
  case message(String)
  /// A sentence each host words in its own terms, such as how to close a form.
  case phrase(HostPhrase)
  case notHere
}

/// What one screen does with the commands typed on it, the same for every terminal host:
/// the commands it lists, what it loads before it is shown, and the view-model intent each
/// command becomes.
@MainActor
protocol ScreenCommands {
  var commands: [CommandHelp] { get }
  /// Loads what the screen shows, as a view's `.task` does when it appears.
  func prepare() async
  func handle(_ command: Command) async -> ScreenResponse
  /// Handles "back" itself, as a screen with its own way out (or one that refuses to close)
  /// does; `nil` leaves it to the router.
  func back() async -> ScreenResponse?
}

extension ScreenCommands {
  func prepare() async {}

  func back() async -> ScreenResponse? { nil }

  func rowIndex(_ number: Int, count: Int, noun: String) -> Result<Int, ScreenResponseError> {
    guard count > 0 else { return .failure(.init(message: "There are no \(noun)s to open.")) }
    guard (1...count).contains(number) else {
      return .failure(.init(message: "There is no \(noun) \(number); choose 1 to \(count)."))
    }
    return .success(number - 1)
  }
}

struct ScreenResponseError: Error {
  let message: String
}
