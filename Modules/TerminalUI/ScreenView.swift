import Observation

/// What a screen's command did.
enum ScreenResponse: Hashable, Sendable {
  case done
  case message(String)
  case notHere
}

/// The terminal's counterpart of a SwiftUI view: renders a view model and turns the
/// screen's commands into view-model intents.
@MainActor
protocol ScreenView {
  associatedtype Model: AnyObject & Observable
  /// The observable view model the screen renders.
  var viewModel: Model { get }
  var commands: [CommandHelp] { get }
  func prepare() async
  func render(_ style: TerminalStyle) -> [String]
  func handle(_ command: Command) async -> ScreenResponse
  /// Handles "back" itself, as a screen with its own way out (or one that refuses to close)
  /// does; `nil` leaves it to the router.
  func back() async -> ScreenResponse?
}

extension ScreenView {
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
