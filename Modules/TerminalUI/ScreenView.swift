import Observation

/// The terminal's counterpart of a SwiftUI view in line mode: renders a view model as lines.
/// What the screen's commands do is shared with the full-screen host, in TerminalCommands.
@MainActor
protocol ScreenView {
  associatedtype Model: AnyObject & Observable
  /// The observable view model the screen renders.
  var viewModel: Model { get }
  func render(_ style: TerminalStyle) -> [String]
}
