import AdwaitaKit

/// A tab's root until its own page is built: its title, centred.
@MainActor
final class PlaceholderPage {
  let root = Box(.vertical)

  init(title: String) {
    let label = Label(title)
    label.addStyleClass("title-2")
    label.expand()
    root.append(label)
  }
}
