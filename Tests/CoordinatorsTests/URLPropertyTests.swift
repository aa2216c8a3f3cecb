import Coordinators
import Navigation
import TestSupport
import Testing

/// Generates navigation states the app can reach, from a seed.
private struct StateGenerator {
  var random: SeededGenerator
  let recipeIDs: [String]?

  private static let alphabet = Array(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~ %/?#&=+;:@!$'()*,[]éßçøå☃🍝中文"
  )

  mutating func text(maximum: Int) -> String {
    let count = Int.random(in: 1...maximum, using: &random)
    return String((0..<count).map { _ in Self.alphabet.randomElement(using: &random)! })
  }

  mutating func recipeID() -> String {
    if let recipeIDs { return recipeIDs.randomElement(using: &random)! }
    var id = text(maximum: 12)
    while id.hasPrefix("@") { id.removeFirst() }
    return id.isEmpty || id == "." || id == ".." ? "r" : id
  }

  mutating func element() -> BrowseDestination {
    guard recipeIDs == nil, Int.random(in: 0..<4, using: &random) == 0 else {
      return .recipeDetail(id: recipeID())
    }
    return .author(id: text(maximum: 12))
  }

  mutating func state() -> AppState {
    let modal: GlobalModal? =
      recipeIDs == nil ? [nil, nil, .welcome, .signIn].randomElement(using: &random)! : nil
    switch Int.random(in: 0..<12, using: &random) {
    case 0: return AppState.signIn()
    case 1: return AppState.signIn([.forgotPassword])
    case 2: return AppState.profile([[], [.settings]].randomElement(using: &random)!, modal: modal)
    case 3:
      let presented: PantryPresentation? =
        recipeIDs == nil
        ? [
          nil, .itemForm(itemID: nil), .itemForm(itemID: text(maximum: 12)),
          .deleteAlert(itemID: text(maximum: 12)),
        ].randomElement(using: &random)! : nil
      return AppState.pantry(presented: presented, modal: modal)
    default:
      let stack = (0..<Int.random(in: 0...10, using: &random)).map { _ in element() }
      let presented: RecipePresentation? =
        if case .recipeDetail? = stack.last {
          [nil, .shareSheet, .deleteAlert].randomElement(using: &random)!
        } else {
          nil
        }
      return Bool.random(using: &random)
        ? AppState.favorites(stack, presented: presented, modal: modal)
        : AppState.recipes(
          query: Bool.random(using: &random) ? "" : text(maximum: 20), stack,
          presented: presented, modal: modal)
    }
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
