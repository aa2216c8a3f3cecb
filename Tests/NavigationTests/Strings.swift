import Navigation

/// A destination map of plain strings for router tests; roots named `tab:NAME` are tabs.
enum Strings: DestinationMap {
  typealias Root = String
  typealias Element = String
  typealias Presentation = String
  typealias Tab = String
  typealias Modal = String

  static func tab(of root: String) -> String? {
    root.hasPrefix("tab:") ? String(root.dropFirst(4)) : nil
  }

  static func initialRoot(of tab: String) -> String { "tab:\(tab)" }
}
