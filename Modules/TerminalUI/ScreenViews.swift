import Coordinators

/// Where each screen's line-mode view comes from: each method of this visitor is written in
/// that screen's own view file, so a screen added to `ScreenVisitor` does not compile until it
/// has its view, and no list here needs an edit.
@MainActor
struct LineViews: ScreenVisitor {
  typealias Output = any ScreenRendering
}

extension ScreenModel {
  /// The line-mode view of this screen.
  var lineView: any ScreenRendering { accept(LineViews()) }
}
