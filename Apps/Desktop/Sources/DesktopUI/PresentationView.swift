import AdwaitaKit
import Navigation

/// The sheet or alert of one stack of the Router, or the global modal, as a window over
/// another: shown when the stack presents it, destroyed when it no longer does. The platform's
/// close (Escape, which each modal window binds to `gtk_window_close`) asks the page, and a
/// page that lets it go makes the stack dismiss it, once.
@MainActor
final class PresentationView {
  private let stack: any AnyRouteStack
  private let parent: @MainActor () -> Window?
  private let pages: Pages
  private var shown: (id: RouteID, page: any Page, window: Window)?
  private var dismissed = false

  /// Shows what `stack` presents in a window over the one `parent` returns when it opens.
  init(stack: any AnyRouteStack, over parent: @escaping @MainActor () -> Window?, pages: Pages) {
    self.stack = stack
    self.parent = parent
    self.pages = pages
    watch(self, { $0.stack.presentedID }, then: { view, id in view.follow(id) })
  }

  isolated deinit {
    shown?.window.destroy()
  }

  /// The window of the presentation on screen, over which the global modal opens.
  var window: Window? { shown?.window }

  private func follow(_ id: RouteID?) {
    guard id != shown?.id else { return }
    shown?.window.destroy()
    shown = nil
    guard let id, let parent = parent(), let page = pages.page(for: id) else { return }
    let window: Window
    switch page.content {
    case .page(let widget, let title):
      window = ModalWindow(title: title, over: parent, content: widget)
      window.onCloseRequest { [weak self] in
        self?.closeRequested()
        return true
      }
    case .dialog(let dialog):
      window = dialog
      dialog.setCloseResponse(Self.closeResponse)
      dialog.onResponse { [weak self] response in
        if response == Self.closeResponse { self?.closeRequested() }
      }
    }
    dismissed = false
    shown = (id, page, window)
    window.present()
    page.appeared()
  }

  private func closeRequested() {
    guard let page = shown?.page, !dismissed, page.closeRequested() == .dismiss else { return }
    dismissed = true
    pages.events.run { [stack] in stack.dismiss() }
  }

  /// The answer a confirmation gives when it is closed without one, by Escape.
  static let closeResponse = "close"
}
