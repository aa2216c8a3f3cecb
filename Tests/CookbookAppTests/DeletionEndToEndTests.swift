import Foundation
import Testing

/// Issue 20, findings 5 and 12: what a deletion leaves behind, and an empty `item=`.
struct DeletionEndToEndTests {
  private let cookbook = CookbookProcess()

  /// Every screen of the recipe leaves, with what was opened over it (the author opened from
  /// the lower one), so no stack keeps a path no link opens.
  @Test("Finding 5: a deleted recipe leaves every stack, lower screens included, hidden tabs too")
  func aDeletedRecipeLeavesEveryStack() throws {
    let outcome = try cookbook.run(
      "login demo demo-pass-1", "open cookbook://favorites/tiramisu",
      "open cookbook://recipes/tiramisu/@giulia-romano/tiramisu", "delete", "yes", "where",
      "open cookbook://recipes/@giulia-romano", "where", "back", "where", "tab favorites",
      "where")
    #expect(
      outcome.recipeURLs == [
        "cookbook://recipes", "cookbook://recipes/@giulia-romano", "cookbook://recipes",
        "cookbook://favorites",
      ])
    #expect(!outcome.stdout.contains("There is no recipe"))
    #expect(try cookbook.run("where").recipeURLs == ["cookbook://favorites"])
  }

  @Test("Finding 12: a link whose item is empty is refused and changes nothing")
  func aLinkWithAnEmptyItemIsRefused() throws {
    let outcome = try cookbook.run(
      "login demo demo-pass-1", "open cookbook://pantry?sheet=edit&item=", "where")
    #expect(outcome.stdout.contains("The link's query parameter 'item' is empty."))
    #expect(outcome.recipeURLs == ["cookbook://recipes"])
  }
}
