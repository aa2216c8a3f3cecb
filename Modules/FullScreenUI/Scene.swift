import TerminalCommands
import TerminalKit

/// Everything one frame shows, gathered by the host from the Router's state, the screens'
/// view models and its own state (selection, fields, prompt, overlay); ``Renderer`` draws it.
struct Scene {
  /// A screen or a box: laid-out rows, where they are scrolled to, and the fields' values.
  struct Panel {
    var layout: Layout
    var viewport: Viewport
    var fields: [String: TextField] = [:]
    /// Whether the selected row is a field taking keys, which shows the cursor there.
    var isEditing = false
    /// Whether keys go to this panel, which shows its selection and its scroll markers (▲ ▼).
    var isActive = true
    /// Where the box is, for a panel drawn over the screen.
    var box: Geometry.Box?
  }

  /// What the bottom row but one shows.
  enum Bottom {
    /// A message, or nothing.
    case status(Status?)
    /// The `:` or `/` line being edited.
    case prompt(LineEditor.Rendering)
  }

  var header: Header
  /// The tabs, left to right; none while signed out.
  var tabs: [(title: String, isSelected: Bool)]
  var breadcrumb: Breadcrumb
  var base: Panel
  /// Panels drawn over the dimmed screen, lowest first: a sheet or alert, the global slot's
  /// modal, an overlay.
  var boxes: [Panel]
  var bottom: Bottom
  var hints: String
  /// The trace pane's lines, when it is shown.
  var trace: [String]?
}

/// A message on the status line.
struct Status: Hashable {
  var text: String
  var isProblem: Bool

  init(_ feedback: CommandFeedback) {
    switch feedback {
    case .info(let text): self.init(text: text, isProblem: false)
    case .problem(let text): self.init(text: text, isProblem: true)
    }
  }

  init(text: String, isProblem: Bool) {
    self.text = text
    self.isProblem = isProblem
  }
}
