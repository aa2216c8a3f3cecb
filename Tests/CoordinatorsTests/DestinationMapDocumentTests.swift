import Coordinators
import Foundation
import Navigation
import Testing

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

  @Test func everyCaseOfEveryRouteTypeIsListedOnceWithItsKind() {
    let entries = DestinationMapDocument.entries
    #expect(entries.filter { $0.kind == .root }.count == 1 + AppTab.allCases.count)
    let browse = 2
    #expect(
      entries.filter { $0.kind == .stackElement }.count
        == SignedOutDestination.allCases.count + browse + ProfileDestination.allCases.count)
    let pantry = 2
    #expect(
      entries.filter { $0.kind == .presentation }.count
        == RecipePresentation.allCases.count + pantry)
    #expect(entries.filter { $0.kind == .globalSlot }.count == GlobalModal.allCases.count)
    #expect(Set(entries.map(\.name)).count == entries.count)
  }

  @Test func everyURLInTheMapOpensAStateThatShowsItsDestination() throws {
    for entry in DestinationMapDocument.entries {
      #expect(!entry.urls.isEmpty, "\(entry.name)")
      for url in entry.urls {
        let state = try AppState(url: url)
        #expect(shown(in: state, entry.kind).contains(entry.name), "\(url) does not show it")
      }
    }
  }

  @Test func everyEdgeStartsAtADestinationOrTheStart() {
    let names = Set(DestinationMapDocument.entries.map(\.name)).union(["start"])
    for entry in DestinationMapDocument.entries {
      for edge in entry.reachedFrom {
        #expect(names.contains(edge.source), "\(entry.name) is reached from \(edge.source)")
      }
    }
  }

  /// The names of what `state` shows of a kind, as the map names them.
  private func shown(in state: AppState, _ kind: DestinationMapDocument.Kind) -> [String] {
    switch (kind, state.place) {
    case (.root, .signIn): ["signIn"]
    case (.root, .recipes): ["recipes"]
    case (.root, .favorites): ["favorites"]
    case (.root, .pantry): ["pantry"]
    case (.root, .profile): ["profile"]
    case (.stackElement, .signIn(let stack)): stack.map { "\($0)" }
    case (.stackElement, .recipes(_, let stack, _)), (.stackElement, .favorites(let stack, _)):
      stack.map { if case .author = $0 { "author" } else { "recipeDetail" } }
    case (.stackElement, .profile(let stack)): stack.map { "\($0)" }
    case (.presentation, .recipes(_, _, let presented?)),
      (.presentation, .favorites(_, let presented?)):
      ["\(presented)"]
    case (.presentation, .pantry(.itemForm?)): ["pantryItemForm"]
    case (.presentation, .pantry(.deleteAlert?)): ["pantryDeleteAlert"]
    case (.globalSlot, _):
      state.modal == .signIn ? ["signInAgain"] : state.modal.map { ["\($0)"] } ?? []
    default: []
    }
  }
}
