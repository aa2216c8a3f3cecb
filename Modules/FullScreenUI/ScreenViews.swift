import Coordinators

/// Where each screen's full-screen view comes from: each method of this visitor is written in
/// that screen's own file, so a screen added to `ScreenVisitor` does not compile until it has
/// its view, and no list here needs an edit.
@MainActor
struct FullScreenViews: ScreenVisitor {
  typealias Output = any FullScreenView
}

extension ScreenModel {
  /// The full-screen view of this screen, with buttons for `entries`, the screens that open
  /// over it by their word.
  func fullScreenView(entries: [ScreenEntry] = []) -> any FullScreenView {
    let view = accept(FullScreenViews())
    return entries.isEmpty ? view : WithEntries(view: view, entries: entries)
  }
}
