/// Names the kinds of destination one navigation container holds, one type per kind, so a
/// push can never show a sheet and a present can never change the context.
public protocol DestinationMap {
  /// The bottom screen; replacing it changes the whole context.
  associatedtype Root: Hashable & Sendable
  /// A screen pushed over the root; it continues the journey and "back" pops it.
  associatedtype Element: Hashable & Sendable
  /// A sheet or alert over the top screen; it interrupts the journey with a closed set of
  /// exits and is never part of the stack.
  associatedtype Presentation: Hashable & Sendable
  /// A tab of the tab container; each tab keeps its own stack while another is shown.
  associatedtype Tab: Hashable & Sendable
  /// The global slot at the root: a modal above every tab, for what changes the whole
  /// context (signing in again, a welcome), while everything under it is kept.
  associatedtype Modal: Hashable & Sendable

  /// The tab that `root` belongs to, or `nil` when `root` is outside the tab container.
  static func tab(of root: Root) -> Tab?
  /// The root a tab shows the first time it is selected.
  static func initialRoot(of tab: Tab) -> Root
}
