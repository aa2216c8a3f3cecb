import AdwaitaKit
import Coordinators

/// The buttons of the screens that open over a page by their word, such as Settings on the
/// Profile: shown while the page's screen is on top, as the app's entries say, each titled as
/// the entry is. A page puts ``box`` where its buttons belong.
@MainActor
final class EntryButtons {
  let box = Box(.vertical, spacing: 12)
  private var shown: [ScreenEntry] = []

  /// Follows the entries of the screen whose model is `model`.
  init(of model: AnyObject, context: PageContext) {
    box.isVisible = false
    let app = context.app
    observing { [weak self, weak model] in
      guard let self else { return }
      let isOnTop = model != nil && app.topScreen?.screen === model
      show(isOnTop ? app.entries : [], context: context)
    }
  }

  private func show(_ entries: [ScreenEntry], context: PageContext) {
    guard entries != shown else { return }
    shown = entries
    box.removeAll()
    for entry in entries {
      let button = Button(entry.title)
      button.alignStart()
      button.onClicked { [app = context.app] in context.send { _ = app.openEntry(entry.word) } }
      box.append(button)
    }
    box.isVisible = !entries.isEmpty
  }
}
