import AdwaitaKit

/// How a page is entered from the page under it: a button there. It is declared in the file
/// of the page it opens, so the parent page's file needs no edit, as a `NavigationLink` would.
@MainActor
struct PageEntry {
  /// The button's title, such as `Settings`.
  let title: String
  /// Reports the tap to the parent page's view model.
  let open: @MainActor () async -> Void
}

/// A page that also says how it is entered from the page whose view model is `Parent`.
@MainActor
protocol EnteredFromParentPage {
  associatedtype Parent: AnyObject
  /// The way in on `parent`'s page, calling one of `parent`'s intents.
  static func entry(on parent: Parent) -> PageEntry
}

extension EnteredFromParentPage {
  static func entry(onAny model: AnyObject) -> PageEntry? {
    (model as? Parent).map(entry(on:))
  }
}

/// A page that pages added under it can enter from: it places their buttons among its own.
@MainActor
protocol TakesEntries: Page {
  /// Shows `buttons`, the entries of the pages under this one, where they belong.
  func place(_ buttons: [Button])
}
