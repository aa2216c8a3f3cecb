import Coordinators
import Links
import Navigation

/// The destination map as a document, derived from the declarations themselves: each stack's
/// root, every kind of screen its destination type declares (found from the root through the
/// screens each opens by a word, and by an id), each presentation, and the global slot, with
/// its kind, its stack, what leads to it and an example URL. `cookbook map` prints it;
/// `Docs/DestinationMap.md` is a checked-in copy.
public enum DestinationMapDocument {
  /// What kind of transition reaches a destination.
  public enum Kind: String, Sendable {
    /// Replacing it changes the whole context.
    case root = "root"
    /// Pushed over the root; back pops it.
    case stackElement = "stack element"
    /// Presented over the top screen with a closed set of exits.
    case presentation = "presentation slot"
    /// The global slot at the root, above every tab.
    case globalSlot = "global slot"
  }

  /// One destination and how it is reached.
  public struct Entry: Sendable {
    /// The destination's name: its case's, or its stack's for a root.
    public let name: String
    /// Root, stack element, presentation slot or global slot.
    public let kind: Kind
    /// The stack that holds it.
    public let stack: String
    /// The screen it opens from (or `start`), and how.
    public let reachedFrom: (source: String, trigger: String)
    /// The canonical URL of a state that shows it.
    public let url: String
  }

  /// The ids a map tries where a screen is named by an id: a recipe's, an author's.
  static let ids = ["ID", "@AUTHOR"]

  /// Every destination: sign-in and its screens, each tab's root and screens in the tab bar's
  /// order, the presentations, then the global slot.
  public static var entries: [Entry] {
    var entries =
      [
        Entry(
          name: "signIn", kind: .root, stack: "login", reachedFrom: ("start", "launch"),
          url: "cookbook://login")
      ]
      + screens(SignedOutDestination.self, on: AppRouter.signedOutName, root: "signIn")
    for tab in AppTab.allCases {
      entries.append(
        Entry(
          name: tab.name, kind: .root, stack: tab.name, reachedFrom: ("signIn", "tab \(tab.name)"),
          url: AppState(tab: tab).canonicalURL))
      entries += screens(of: tab.flow, on: tab.name)
    }
    for presented in RecipePresentation.allCases {
      entries.append(
        presentation("\(presented)", .recipes([.recipeDetail(id: "ID")], presented: presented)))
    }
    entries.append(presentation("itemForm", .pantry(presented: .itemForm(itemID: "ITEM"))))
    entries.append(
      presentation("pantryDeleteAlert", .pantry(presented: .deleteAlert(itemID: "ITEM"))))
    for modal in GlobalModal.allCases {
      entries.append(
        Entry(
          name: "\(modal)", kind: .globalSlot, stack: "global",
          reachedFrom: ("recipes", modal == .signIn ? "the session expired" : "first sign-in"),
          url: AppState.recipes(modal: modal).canonicalURL))
    }
    return entries
  }

  /// The screens of a tab's stack, as its flow's destination type declares them.
  private static func screens<Flow: TabFlow>(of _: Flow.Type, on stack: String) -> [Entry] {
    screens(Flow.Destination.self, on: stack, root: stack)
  }

  /// One entry for each kind of screen `type` declares, shortest path first.
  private static func screens<Destination: PathDestination>(
    _ type: Destination.Type, on stack: String, root: String
  ) -> [Entry] {
    var entries: [Entry] = []
    var queue: [[Destination]] = [[]]
    while !queue.isEmpty {
      let path = queue.removeFirst()
      let words = Destination.children(of: path.last).map { ($0, "its word, \($0.segment)") }
      let named = ids.compactMap { id in
        Destination.identified(by: id).map { ($0, "an id, \(id)") }
      }
      for (next, trigger) in words + named
      where !entries.contains(where: { $0.name == name(of: next) }) {
        let source = path.last.map(name(of:)) ?? root
        let segments = (path + [next]).map(\.segment)
        entries.append(
          Entry(
            name: name(of: next), kind: .stackElement, stack: stack,
            reachedFrom: (source, trigger), url: DeepLink(destination: stack, path: segments).url))
        queue.append(path + [next])
      }
    }
    return entries
  }

  private static func presentation(_ name: String, _ state: AppState) -> Entry {
    let source = state.tab == .pantry ? "pantry" : "recipeDetail"
    return Entry(
      name: name, kind: .presentation, stack: state.tab?.name ?? "", reachedFrom: (source, name),
      url: state.canonicalURL)
  }

  /// A destination's case name, as in `recipeDetail(ID)`.
  private static func name(of destination: some PathDestination) -> String {
    String("\(destination)".prefix { $0 != "(" })
  }

  /// The whole document: a heading, the table and a Mermaid flowchart.
  public static var markdown: String {
    var lines = [
      "# Destination map", "",
      "Generated by `cookbook map` from the declarations in `Modules/Coordinators`: each tab of",
      "`AppTab`, the screens each stack's destination type declares (`PathDestination`: by a word",
      "over another screen, or by an id), the presentations and the global slot. A test fails",
      "when this file and the code disagree. Each screen is listed once, over the first screen a",
      "link can reach it from, with how the link names it; the view models' own events (a row,",
      "a related recipe, the author button) lead to the same screens, as Docs/Results.md lists.",
      "Roots change the whole context, stack elements continue the journey, presentation slots",
      "interrupt it with a closed set of exits, and the global slot sits above every tab.", "",
      "| destination | kind | stack | opens over (by) | example URL |",
      "|---|---|---|---|---|",
    ]
    for entry in entries {
      lines.append(
        "| `\(entry.name)` | \(entry.kind.rawValue) | \(entry.stack) | \(entry.reachedFrom.source) "
          + "(`\(entry.reachedFrom.trigger)`) | `\(entry.url)` |")
    }
    lines += ["", "```mermaid", "flowchart LR", "  start((start))"]
    for entry in entries { lines.append("  \(entry.stack)_\(entry.name)\(shape(entry))") }
    for entry in entries {
      let source = entries.first {
        $0.name == entry.reachedFrom.source && ($0.stack == entry.stack || $0.kind == .root)
      }
      let from = source.map { "\($0.stack)_\($0.name)" } ?? "start"
      lines.append("  \(from) -->|\(entry.reachedFrom.trigger)| \(entry.stack)_\(entry.name)")
    }
    lines += ["```", ""]
    return lines.joined(separator: "\n")
  }

  private static func shape(_ entry: Entry) -> String {
    switch entry.kind {
    case .root: "([\(entry.name)])"
    case .stackElement: "[\(entry.name)]"
    case .presentation: "{{\(entry.name)}}"
    case .globalSlot: "[[\(entry.name)]]"
    }
  }
}
