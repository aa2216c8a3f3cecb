import AdwaitaKit
import Navigation

/// A sheet, an alert or the global modal of the Router, as a window over the main one: shown
/// when the Router presents it, destroyed when the Router no longer does. The platform's
/// close (Escape, which each modal window binds to `gtk_window_close`) asks the page, and a
/// page that lets it go makes the Router dismiss it, once.
@MainActor
final class PresentationView {
  private let read: @MainActor () -> RouteID?
  private let dismiss: @MainActor () -> Void
  private let pages: Pages
  private var shown: (id: RouteID, page: any Page, window: Window)?
  private var dismissed = false

  /// Shows the route that `read` returns, a tracked read; `dismiss` empties its slot.
  init(
    read: @escaping @MainActor () -> RouteID?, dismiss: @escaping @MainActor () -> Void,
    pages: Pages
  ) {
    self.read = read
    self.dismiss = dismiss
    self.pages = pages
    watch(
      { [weak self] () -> RouteID?? in
        guard let self else { return nil }
        return .some(self.read())
      }, then: { [weak self] id in self?.follow(id) })
  }

  isolated deinit {
    shown?.window.destroy()
  }

  private func follow(_ id: RouteID?) {
    guard id != shown?.id else { return }
    shown?.window.destroy()
    shown = nil
    guard let id, let parent = pages.events.window, let page = pages.page(for: id) else {
      return
    }
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
    pages.events.run { [dismiss] in dismiss() }
  }

  /// The answer a confirmation gives when it is closed without one, by Escape.
  static let closeResponse = "close"
}
