import AdwaitaKit

/// What one screen shows in the window, over its view model. Each screen has one page type
/// (one file in `Pages/`), which also writes that screen's method of ``ScreenPages``.
@MainActor
protocol Page: AnyObject {
  /// Its widgets: a page for a leaflet or a modal window, or a dialog of its own.
  var content: PageContent { get }
  /// The page came on screen, or back on top, as a SwiftUI view's `onAppear` runs.
  func appeared()
  /// The platform asks to close the page, presented in a modal window (Escape, a close
  /// button); the answer says who acts.
  func closeRequested() -> CloseAnswer
}

/// How a page is shown.
@MainActor
enum PageContent {
  /// Widgets for a tab's leaflet, or for a modal window titled `title` when presented.
  case page(Widget, title: String)
  /// A dialog of its own, such as a confirmation, shown over the main window.
  case dialog(MessageDialog)
}

/// A page's answer when the platform asks to close it.
enum CloseAnswer {
  /// Close it: the Router dismisses it, once.
  case dismiss
  /// Keep it open; the page says why.
  case refuse
  /// The page took its own way out, which closes it through its view model.
  case handled
}

extension Page {
  func appeared() {}

  func closeRequested() -> CloseAnswer { .dismiss }

  /// The widget that stands for the page on a leaflet.
  var widget: Widget {
    switch content {
    case .page(let widget, _): widget
    case .dialog: Label("This screen is shown as a dialog.")
    }
  }
}
