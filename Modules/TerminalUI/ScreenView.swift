import Observation

/// The terminal's counterpart of a SwiftUI view in line mode: renders a view model as text.
/// What the screen's commands do is shared with the full-screen host, in TerminalCommands.
@MainActor
protocol ScreenRendering {
  associatedtype Model: AnyObject
  /// The observable view model the screen renders.
  var viewModel: Model { get }
  /// Appends the screen's lines, each ending with a newline, to `text`.
  func render(into text: inout ScreenText)
}

/// A screen that renders as an array of styled lines; most screens are small, and this is the
/// simplest way to write one. The screens redrawn most (the recipe list and a recipe) write
/// into ``ScreenText`` directly instead.
@MainActor
protocol ScreenView: ScreenRendering {
  func render(_ style: TerminalStyle) -> [String]
}

extension ScreenView {
  func render(into text: inout ScreenText) {
    for line in render(text.style) { text.line(line) }
  }
}
