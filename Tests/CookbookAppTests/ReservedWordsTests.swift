import DestinationMap
import ServicesLive
import TerminalCommands
import Testing

/// A screen's word outranks an id in its position (`recipes/ID/nutrition`), so no recipe of the
/// app's catalogue may be named by a word that a command or a screen's link already means.
struct ReservedWordsTests {
  @Test func noRecipeOfTheCatalogueIsNamedByACommandOrAScreensWord() async throws {
    let ids = Set(try await BundledRecipeCatalog().allRecipes().map(\.id))
    let screenWords = DestinationMapDocument.entries.compactMap { entry in
      let trigger = entry.reachedFrom.trigger
      return trigger.hasPrefix("its word, ") ? String(trigger.dropFirst("its word, ".count)) : nil
    }
    let tabWords = DestinationMapDocument.entries.filter { $0.kind == .root }.map(\.name)
    #expect(!screenWords.isEmpty && tabWords.contains("profile"))
    let reserved = Set(CommandWords.all + screenWords + tabWords + ["done", "exit", "map"])
    #expect(ids.intersection(reserved).isEmpty, "recipes named by a reserved word")
  }
}
