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
    #expect(entries.filter { $0.kind == .root }.count == RootDestination.Case.allCases.count)
    #expect(
      entries.filter { $0.kind == .stackElement }.count == StackDestination.Case.allCases.count)
    #expect(
      entries.filter { $0.kind == .presentation }.count
        == PresentedDestination.Case.allCases.count)
    #expect(entries.filter { $0.kind == .globalSlot }.count == GlobalModal.allCases.count)
    #expect(Set(entries.map(\.name)).count == entries.count)
  }

  @Test func everyURLInTheMapOpensAStateThatShowsItsDestination() throws {
    for entry in DestinationMapDocument.entries {
      #expect(!entry.urls.isEmpty, "\(entry.name)")
      for url in entry.urls {
        let state = try AppState(url: url)
        let shown: [String] =
          switch entry.kind {
          case .root: [name(of: state.root.case)]
          case .stackElement: state.stack.map { name(of: $0.case) }
          case .presentation: state.presented.map { [name(of: $0.case)] } ?? []
          case .globalSlot:
            state.modal == .signIn ? ["signInAgain"] : state.modal.map { ["\($0)"] } ?? []
          }
        #expect(shown.contains(entry.name), "\(url) does not show \(entry.name)")
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

  private func name(of value: some Any) -> String { "\(value)" }
}
