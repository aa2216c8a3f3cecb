import AdwaitaKit

/// The column most pages are: widgets one above the other, with margins, scrolling when they
/// do not fit. A short page that opens as a dialog does not scroll, so that its window takes
/// the height it needs, and grows when it says more.
@MainActor
struct PageLayout {
  /// The column the widgets go in.
  let column = Box(.vertical, spacing: 12)
  /// The page's root: the column, in a scrolling view unless the page is short.
  let root: Widget

  init(scrolls: Bool = true) {
    column.setMargins(18)
    guard scrolls else {
      root = column
      return
    }
    let scroller = ScrolledWindow(column)
    scroller.expand()
    root = scroller
  }

  /// Adds `widgets` at the end of the column.
  func append(_ widgets: Widget...) {
    for widget in widgets { column.append(widget) }
  }
}

/// A label for a problem or a status line: wrapped, hidden while it says nothing.
@MainActor
final class StatusLine {
  let label = Label()

  init(isProblem: Bool = false) {
    label.wrap()
    label.alignToStart()
    if isProblem { label.addStyleClass("error") }
    label.isVisible = false
  }

  /// Shows `text`, or hides the line when it is `nil` or empty.
  func show(_ text: String?) {
    let text = text ?? ""
    if label.text != text { label.text = text }
    label.isVisible = !text.isEmpty
  }
}

/// A heading label in the given style class (`title-1`, `title-2`, …).
@MainActor
func heading(_ text: String, style: String = "title-2") -> Label {
  let label = Label(text)
  label.wrap()
  label.alignToStart()
  label.addStyleClass(style)
  return label
}
