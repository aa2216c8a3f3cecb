import Coordinators
import DestinationMap
import Foundation
import Links
import Navigation
import Testing

@MainActor
struct DestinationMapDocumentTests {
  private static let file = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Docs/DestinationMap.md")

  @Test func theCheckedInMapIsWhatTheCodeGenerates() throws {
    let checkedIn = try String(contentsOf: Self.file, encoding: .utf8)
    #expect(
      checkedIn == DestinationMapDocument.markdown,
      "Docs/DestinationMap.md is stale; run: swift run cookbook map > Docs/DestinationMap.md")
  }

  @Test func everyKindOfScreenIsListedOnceWithItsKind() {
    let entries = DestinationMapDocument.entries
    #expect(entries.filter { $0.kind == .root }.count == 1 + AppTab.allCases.count)
    #expect(
      entries.filter { $0.kind == .stackElement }.count
        == SignedOutDestination.allCases.count
        + AppTab.allCases.map { Self.reachableKinds(of: $0.flow).count }.reduce(0, +))
    #expect(
      entries.filter { $0.kind == .presentation }.count
        == RecipePresentation.allCases.count + PantryPresentationCase.allCases.count)
    #expect(entries.filter { $0.kind == .globalSlot }.count == GlobalModal.allCases.count)
    #expect(Set(entries.map { "\($0.stack)_\($0.name)" }).count == entries.count)
  }

  /// Each stack lists the kinds of screen its destination type reaches from the root, by a
  /// word or by an id, whatever screens or tabs are added.
  @Test func eachStackListsTheScreensOfItsOwnDestinationType() {
    let entries = DestinationMapDocument.entries
    func elements(on stack: String) -> Set<String> {
      Set(entries.filter { $0.kind == .stackElement && $0.stack == stack }.map(\.name))
    }
    #expect(elements(on: "login") == Set(SignedOutDestination.allCases.map { "\($0)" }))
    for tab in AppTab.allCases {
      #expect(elements(on: tab.name) == Self.reachableKinds(of: tab.flow), "\(tab)")
    }
    #expect(elements(on: AppTab.recipes.name).isSuperset(of: ["recipeDetail", "author"]))
    #expect(elements(on: AppTab.pantry.name).isEmpty)
    #expect(elements(on: AppTab.profile.name).contains("settings"))
  }

  /// The case names of every screen reachable from `flow`'s root within five screens, by the
  /// words `children(of:)` gives or by an id (`ID`, `@AUTHOR`).
  private static func reachableKinds<Flow: TabFlow>(of _: Flow.Type) -> Set<String> {
    var kinds: Set<String> = []
    var level: [[Flow.Destination]] = [[]]
    for _ in 0..<5 {
      level = level.flatMap { path in
        let next =
          Flow.Destination.children(of: path.last)
          + ["ID", "@AUTHOR"].compactMap { Flow.Destination.identified(by: $0) }
        return next.map { path + [$0] }
      }
      kinds.formUnion(level.compactMap(\.last).map(name))
    }
    return kinds
  }

  @Test func everyURLInTheMapOpensAStateThatShowsItsDestination() throws {
    for entry in DestinationMapDocument.entries {
      let state = try AppState(url: entry.url)
      #expect(shown(in: state, entry.kind).contains(entry.name), "\(entry.url) does not show it")
    }
  }

  @Test func everyEdgeStartsAtADestinationOrTheStart() {
    let names = Set(DestinationMapDocument.entries.map(\.name)).union(["start"])
    for entry in DestinationMapDocument.entries {
      let source = entry.reachedFrom.source
      #expect(names.contains(source), "\(entry.name) is reached from \(source)")
    }
  }

  /// The app opens an author only from a recipe's detail (`authorSelected`): no row of a list
  /// is an author, so the map must not say the list leads to one.
  @Test func eachScreenOpensAsItsEdgeSaysByItsWordOrItsIdAtTheEndOfItsURL() throws {
    for entry in DestinationMapDocument.entries where entry.kind == .stackElement {
      let link = try DeepLink(parsing: entry.url)
      let trigger = entry.reachedFrom.trigger
      let segment = try #require(link.path.last, "\(entry.name)")
      #expect(
        trigger == "its word, \(segment)" || trigger == "an id, \(segment)",
        "\(entry.name): \(trigger) for \(entry.url)")
    }
  }

  /// The names of what `state` shows of a kind, as the map names them.
  private func shown(in state: AppState, _ kind: DestinationMapDocument.Kind) -> [String] {
    switch kind {
    case .root: [state.tab?.name ?? "signIn"]
    case .stackElement:
      state.tab.map { screens(of: $0.flow, in: state) }
        ?? (SignedOutDestination.path(state.segments) ?? []).map(Self.name)
    case .presentation: state.tab.map { presentations(of: $0.flow, in: state) } ?? []
    case .globalSlot: state.modal.map { ["\($0)"] } ?? []
    }
  }

  private func screens<Flow: TabFlow>(of _: Flow.Type, in state: AppState) -> [String] {
    (Flow.Destination.path(state.segments) ?? []).map(Self.name)
  }

  private func presentations<Flow: TabFlow>(of _: Flow.Type, in state: AppState) -> [String] {
    let link = DeepLink(destination: "", query: state.presented)
    let top = Flow.Destination.path(state.segments)?.last
    guard let presented = (try? Flow.Presentation.read(link, over: top)) ?? nil else { return [] }
    let name = String("\(presented)".prefix { $0 != "(" })
    return [state.tab == .pantry && name == "deleteAlert" ? "pantryDeleteAlert" : name]
  }

  private static func name(_ destination: some PathDestination) -> String {
    String("\(destination)".prefix { $0 != "(" })
  }
}

/// The cases of `PantryPresentation`: a case added there stops this compiling until it is
/// added here, so the count above follows.
private enum PantryPresentationCase: CaseIterable {
  case itemForm, deleteAlert

  init(_ presentation: PantryPresentation) {
    switch presentation {
    case .itemForm: self = .itemForm
    case .deleteAlert: self = .deleteAlert
    }
  }
}
