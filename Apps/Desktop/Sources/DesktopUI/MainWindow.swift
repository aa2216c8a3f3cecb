import AdwaitaKit

/// The app's window: a header bar with a back button and a title over the URL, notices over
/// the content, and either the signed-out leaflet or the tabs.
@MainActor
public final class MainWindow {
  let window: ApplicationWindow
  private let heading = WindowTitle()
  private let back = Button(iconName: "go-previous-symbolic", label: "Back")
  private let notices = ToastOverlay()
  private var content: AnyObject?

  /// Creates the hidden window of `application`.
  public init(application: Application) {
    let header = HeaderBar(title: heading)
    header.packStart(back)
    notices.expand()
    let layout = Box(.vertical)
    layout.append(header)
    layout.append(notices)
    window = ApplicationWindow(application: application, title: "Cookbook", content: layout)
    back.isVisible = false
  }

  /// Shows the window and raises it.
  public func present() {
    window.present()
  }

  /// The window for what only the app's lifetime decides: close requests, destruction.
  public var applicationWindow: ApplicationWindow { window }

  /// The header's title: who is signed in, or the app's name.
  var title: String {
    get { heading.title }
    set { if heading.title != newValue { heading.title = newValue } }
  }

  /// The header's subtitle: where the user is, as a URL.
  var subtitle: String {
    get { heading.subtitle }
    set { if heading.subtitle != newValue { heading.subtitle = newValue } }
  }

  /// Whether the header offers to go back.
  var canGoBack: Bool {
    get { back.isVisible }
    set { if back.isVisible != newValue { back.isVisible = newValue } }
  }

  /// Calls `action` when the header's back button is clicked.
  func onBack(_ action: @escaping @MainActor () -> Void) {
    back.onClicked(action)
  }

  /// Shows `text` as a notice for a few seconds.
  func showNotice(_ text: String) {
    notices.show(text)
  }

  /// Shows `widget`, the root of `owner`, under the header, unless it is already there.
  func showContent(_ owner: AnyObject, widget: Widget) {
    guard content !== owner else { return }
    content = owner
    notices.setChild(widget)
  }
}
