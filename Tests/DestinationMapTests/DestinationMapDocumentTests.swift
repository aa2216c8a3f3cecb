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

  /// The tabs whose stack holds recipes and authors.
  private let browsingTabs = AppTab.allCases.filter { AppRouter().stack(of: $0) is BrowseStack }

  @Test func everyCaseOfEveryRouteTypeIsListedOnceWithItsKind() {
    let entries = DestinationMapDocument.entries
    #expect(entries.filter { $0.kind == .root }.count == 1 + AppTab.allCases.count)
    #expect(
      entries.filter { $0.kind == .stackElement }.count
        == SignedOutDestination.allCases.count + browsingTabs.count * BrowseCase.allCases.count
        + ProfileDestination.allCases.count)
    #expect(
      entries.filter { $0.kind == .presentation }.count
        == RecipePresentation.allCases.count + PantryPresentationCase.allCases.count)
    #expect(entries.filter { $0.kind == .globalSlot }.count == GlobalModal.allCases.count)
    #expect(Set(entries.map { "\($0.stack)_\($0.name)" }).count == entries.count)
  }

  @Test func eachStackListsTheCasesOfItsOwnDestinationType() {
    let entries = DestinationMapDocument.entries
    func elements(on stack: String) -> Set<String> {
      Set(entries.filter { $0.kind == .stackElement && $0.stack == stack }.map(\.name))
    }
    #expect(elements(on: "login") == Set(SignedOutDestination.allCases.map { "\($0)" }))
    for tab in browsingTabs {
      #expect(elements(on: tab.name) == Set(BrowseCase.allCases.map { "\($0)" }))
    }
    #expect(elements(on: AppTab.pantry.name).isEmpty)
    #expect(elements(on: AppTab.profile.name) == Set(ProfileDestination.allCases.map { "\($0)" }))
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
    case (.presentation, .pantry(.itemForm?)): ["itemForm"]
    case (.presentation, .pantry(.deleteAlert?)): ["pantryDeleteAlert"]
    case (.globalSlot, _): state.modal.map { ["\($0)"] } ?? []
    default: []
    }
  }
}

/// The cases of `BrowseDestination`, whose cases carry ids: a case added there stops this
/// compiling until it is added here, so the counts above follow.
private enum BrowseCase: CaseIterable {
  case recipeDetail, author

  init(_ destination: BrowseDestination) {
    switch destination {
    case .recipeDetail: self = .recipeDetail
    case .author: self = .author
    }
  }
}

/// The cases of `PantryPresentation`, as ``BrowseCase`` mirrors its type's.
private enum PantryPresentationCase: CaseIterable {
  case itemForm, deleteAlert

  init(_ presentation: PantryPresentation) {
    switch presentation {
    case .itemForm: self = .itemForm
    case .deleteAlert: self = .deleteAlert
    }
  }
}
