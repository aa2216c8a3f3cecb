import AppTesting
import Coordinators
import Foundation
import Navigation
import TestSupport
import Testing

/// Generates navigation states the app can reach, from a seed. A stack's path is a random walk
/// through what its destination type declares (``PathDestination``): the screens that open by a
/// word over the one before, and screens named by an id. So a new screen or a tab that presents
/// nothing is generated as soon as it is declared, with no case here.
struct StateGenerator {
  var random: SeededGenerator
  let recipeIDs: [String]?

  private static let alphabet =
    Array(
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~ %/?#&=+;:@!$'()*,[]éßçøå☃🍝中文"
    ) + ["e\u{300}", "क\u{93F}", "👍🏽", "1\u{FE0F}\u{20E3}", "a\u{301}\u{302}"]

  mutating func text(maximum: Int) -> String {
    let count = Int.random(in: 1...maximum, using: &random)
    return String((0..<count).map { _ in Self.alphabet.randomElement(using: &random)! })
  }

  /// An id as a link carries one: one of the catalogue's when given, else any text.
  mutating func id() -> String {
    if let recipeIDs { return recipeIDs.randomElement(using: &random)! }
    var id = text(maximum: 12)
    while id.hasPrefix("@") { id.removeFirst() }
    return id.isEmpty || id == "." || id == ".." ? "r" : id
  }

  /// A path of up to `maximum` screens of `type`, each chosen among the screens that open over
  /// the one before and the screens an id names (an author's with `@`).
  mutating func path<Destination: PathDestination>(
    _ type: Destination.Type, maximum: Int = 10
  ) -> [Destination] {
    var path: [Destination] = []
    for _ in 0..<Int.random(in: 0...maximum, using: &random) {
      let author = recipeIDs == nil ? "@" + text(maximum: 12) : "@test-kitchen"
      let choices =
        Destination.children(of: path.last)
        + [id(), author].compactMap { id in
          Destination.identified(by: id).flatMap { candidate in
            Destination.children(of: path.last).contains { $0.segment == id } ? nil : candidate
          }
        }
      guard let next = choices.randomElement(using: &random) else { break }
      path.append(next)
    }
    return path
  }

  mutating func state() -> AppState {
    let modal: GlobalModal? =
      recipeIDs == nil ? [nil, nil, .welcome, .signIn].randomElement(using: &random)! : nil
    guard let tab = ([nil] + AppTab.allCases.map(Optional.some)).randomElement(using: &random)!
    else { return AppState.signIn(path(SignedOutDestination.self)) }
    switch tab {
    case .recipes, .favorites:
      let stack = path(BrowseDestination.self)
      let presented: RecipePresentation? =
        if case .recipeDetail? = stack.last {
          ([nil] + RecipePresentation.allCases.map(Optional.some)).randomElement(using: &random)!
        } else {
          nil
        }
      return tab == .favorites
        ? AppState.favorites(stack, presented: presented, modal: modal)
        : AppState.recipes(
          query: Bool.random(using: &random)
            ? "" : text(maximum: 20).precomposedStringWithCanonicalMapping, stack,
          presented: presented, modal: modal)
    case .pantry:
      let presented: PantryPresentation? =
        recipeIDs == nil
        ? [
          nil, .itemForm(itemID: nil), .itemForm(itemID: text(maximum: 12)),
          .deleteAlert(itemID: text(maximum: 12)),
        ].randomElement(using: &random)! : nil
      return AppState.pantry(presented: presented, modal: modal)
    default:
      return state(of: tab.flow, on: tab, modal: modal)
    }
  }

  /// A state of a tab that presents nothing, such as Profile: a walk through its flow's
  /// destination type.
  private mutating func state<Flow: TabFlow>(
    of _: Flow.Type, on tab: AppTab, modal: GlobalModal?
  ) -> AppState {
    AppState(tab: tab, segments: path(Flow.Destination.self).map(\.segment), modal: modal)
  }
}

@MainActor
struct URLPropertyTests {
  private static let seed: UInt64 = 0xC00C_B00C

  @Test func stateToURLToStateIsTheIdentityForThousandsOfStates() throws {
    var generator = StateGenerator(random: SeededGenerator(seed: Self.seed), recipeIDs: nil)
    for index in 0..<5000 {
      let state = generator.state()
      let url = state.canonicalURL
      let reopened = try AppState(url: url)
      #expect(reopened == state, "state \(index) of seed \(Self.seed): \(url)")
      #expect(reopened.canonicalURL == url)
    }
  }

  @Test func openingAStatesURLShowsThatStateAndWhereGivesTheSameURL() async throws {
    let ids = SampleRecipes.all.map(\.id)
    var generator = StateGenerator(random: SeededGenerator(seed: Self.seed), recipeIDs: ids)
    let harness = AppHarness()
    await harness.launch()
    await harness.signIn()
    for index in 0..<300 {
      let state = generator.state()
      guard state.tab != nil else { continue }
      let url = state.canonicalURL
      #expect(await harness.app.open(url) == .opened, "state \(index): \(url)")
      harness.expectConsistent()
      #expect(harness.router.state == state, "state \(index): \(url)")
      #expect(harness.router.state.canonicalURL == url)
    }
  }
}
