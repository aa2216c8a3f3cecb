import Coordinators
import TerminalCommands

/// The full-screen counterpart of a SwiftUI view: it declares a view model's screen as lines,
/// some of them selectable, and the host draws, scrolls and selects them. A view reads its
/// model and nothing else; what a line does goes through the shared ``CommandRunner``.
/// Adding a screen is one file here, whose ``FullScreenViews`` method the compiler asks for; the
/// buttons of the screens that open over it come from the app's entries, with no edit here.
@MainActor
protocol FullScreenView {
  /// The view model, by which the host keeps the screen's selection and fields.
  var model: AnyObject { get }
  /// The screen's name in the breadcrumb and the back menu.
  var title: String { get }
  /// The screen's content, top to bottom.
  var lines: [Line] { get }
  /// The commands a form sends, in order, with its fields' values.
  func submit(_ values: [String: String]) -> [Command]
  /// Places the buttons of the screens added under this one among its lines; by default they
  /// come last.
  func place(entries: [Line], in lines: [Line]) -> [Line]
}

extension FullScreenView {
  func submit(_ values: [String: String]) -> [Command] { [] }

  func place(entries: [Line], in lines: [Line]) -> [Line] { lines + entries }

  /// The selectable line selected when the screen appears: its default button, else the
  /// first, counted among the selectable lines.
  var initialSelection: Int {
    lines.filter { $0.item != nil }.firstIndex(where: \.isDefault) ?? 0
  }
}

/// A view with buttons for the screens that open over it by their word, each running that
/// word as a command.
struct WithEntries: FullScreenView {
  let view: any FullScreenView
  let entries: [ScreenEntry]

  var model: AnyObject { view.model }
  var title: String { view.title }
  var lines: [Line] {
    let buttons = entries.map { Line.button($0.title, .named($0.word, argument: "")) }
    return view.place(entries: buttons, in: view.lines)
  }

  func submit(_ values: [String: String]) -> [Command] { view.submit(values) }
}
