import Coordinators

/// How a screen is entered from the screen under it: a command word there and, full-screen, a
/// button. It is declared in the file of the screen it opens, so a screen added later brings
/// its own way in and its parent's files need no edit, as a `NavigationLink` would.
@MainActor
public struct ScreenEntry {
  /// The command word on the parent screen, such as `settings`.
  public let word: String
  /// The button's title, such as `Settings`.
  public let title: String
  /// What the command does, for `help`.
  public let summary: String
  /// Reports the user's tap to the parent's view model.
  let open: @MainActor () async -> Void

  /// Creates an entry that calls `open` when the user takes it.
  public init(
    word: String, title: String, summary: String, open: @escaping @MainActor () async -> Void
  ) {
    self.word = word
    self.title = title
    self.summary = summary
    self.open = open
  }

  /// The entry's line in the `help` listing.
  var help: CommandHelp { CommandHelp(usage: word, summary: summary) }
}

/// A screen's commands that also say how it is entered from the screen whose view model is
/// `Parent`.
@MainActor
protocol EnteredFromParent {
  associatedtype Parent: AnyObject
  /// The way in on `parent`'s screen, calling one of `parent`'s intents.
  static func entry(on parent: Parent) -> ScreenEntry
}

extension EnteredFromParent {
  static func entry(onAny model: AnyObject) -> ScreenEntry? {
    (model as? Parent).map(entry(on:))
  }
}

extension Screen {
  /// The ways onward that screens added under this one declare, in the order of
  /// ``ScreenRegistry/entries``.
  public var entries: [ScreenEntry] {
    ScreenRegistry.entries.compactMap { $0.entry(onAny: viewModel) }
  }
}
