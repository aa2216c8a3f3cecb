import Foundation
import Testing

@Suite(.serialized)
struct VisibilityEndToEndTests {
  private let cookbook = CookbookProcess()
  private let carbonara = "cookbook://recipes/spaghetti-carbonara"

  /// The lines of `text` that contain each of `parts`, in this order, each after the last.
  private func inOrder(_ parts: [String], in text: String) -> Bool {
    var rest = text[...]
    for part in parts {
      guard let range = rest.range(of: part) else { return false }
      rest = rest[range.upperBound...]
    }
    return true
  }

  @Test func theTraceFollowsSignInOpenBackAndSignOutStepByStep() throws {
    let outcome = try cookbook.run(
      ["login demo demo-pass-1", "1", "back", "logout"], arguments: ["--trace"])
    #expect(
      inOrder(
        [
          "[router]    show login → cookbook://login",
          "[start]     AuthCoordinator",
          "[event]     SignInViewModel → AuthCoordinator: signInSucceeded(demo) ⇒ finish with the session",
          "[finish]    AuthCoordinator → session(demo",
          "[release] AppCoordinator released AuthCoordinator",
          "[router]    show recipes → cookbook://recipes",
          "[start]     HomeCoordinator",
          "[now]     cookbook://recipes",
          "RecipeListViewModel → TabCoordinator(recipes): recipeSelected(spaghetti-carbonara) ⇒ start a detail flow",
          "[start]         RecipeDetailCoordinator(spaghetti-carbonara)",
          "push(recipeDetail(spaghetti-carbonara)) on recipes → \(carbonara)",
          "[now]     \(carbonara)",
          "pop on recipes → cookbook://recipes",
          "[end]           RecipeDetailCoordinator(spaghetti-carbonara) (its flow ended)",
          "[release]     TabCoordinator(recipes) released RecipeDetailCoordinator(spaghetti-carbonara)",
          "ProfileViewModel → ProfileCoordinator: signOutRequested ⇒ pass it up; the app signs out",
          "ProfileCoordinator → HomeCoordinator: signOutRequested ⇒ pass it up; the app signs out",
          "HomeCoordinator → AppCoordinator: signOutRequested ⇒ show sign-in and forget the session",
          "[router]    show login → cookbook://login",
          "[release] AppCoordinator released HomeCoordinator",
          "[now]     cookbook://login",
        ], in: outcome.stderr))
    #expect(!outcome.stderr.contains("demo-pass-1"))
    #expect(outcome.stdout.contains("Spaghetti Carbonara"))
  }

  @Test func theTraceNamesResultsInWordsAndEachNewURLOnce() throws {
    let outcome = try cookbook.run(
      [
        "login demo demo-pass-1", "where", "help", "tree", "tab pantry", "add", "name Rye flour",
        "save",
      ],
      arguments: ["--trace"])
    let trace = outcome.stderr.components(separatedBy: "\n")
    #expect(trace.filter { $0 == "[now]     cookbook://recipes" }.count == 1, "\(trace)")
    #expect(trace.contains("[finish]        PantryFormCoordinator → saved(Rye flour)"), "\(trace)")
    #expect(!outcome.stderr.contains("Services."))
  }

  @Test func aSheetOpenedByALinkIsTracedToTheLinkNotToAViewModel() throws {
    let outcome = try cookbook.run(
      ["login demo demo-pass-1", "open \(carbonara)?sheet=share"], arguments: ["--trace"])
    let link = "a link (\(carbonara)?sheet=share)"
    #expect(
      inOrder(
        [
          "\(link) → AppCoordinator: open(\(carbonara)?sheet=share) ⇒ match the tab",
          "\(link) → RecipeDetailCoordinator(spaghetti-carbonara): present(shareSheet) ⇒ start a share-sheet flow",
          "present(shareSheet) on recipes → \(carbonara)?sheet=share",
        ], in: outcome.stderr))
    #expect(!outcome.stderr.contains("RecipeDetailViewModel → RecipeDetailCoordinator"))
  }

  @Test func treeShowsTheLiveCoordinatorsAndTheirScreens() throws {
    let outcome = try cookbook.run("login demo demo-pass-1", "1", "share", "tree")
    #expect(
      inOrder(
        [
          "AppCoordinator\n", "└─ HomeCoordinator · tab bar\n",
          "   ├─ TabCoordinator(recipes) · recipe list\n",
          "   │  └─ RecipeDetailCoordinator(spaghetti-carbonara) · recipeDetail(spaghetti-carbonara)\n",
          "   │     └─ ShareSheetCoordinator · shareSheet\n",
          "   ├─ TabCoordinator(favorites) · favourites list\n",
          "   ├─ PantryCoordinator · pantry list\n", "   └─ ProfileCoordinator · profile\n",
        ], in: outcome.stdout))
  }

  @Test func mapPrintsTheCheckedInDestinationMap() throws {
    let outcome = try cookbook.run([], arguments: ["map"])
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Docs/DestinationMap.md")
    #expect(outcome.status == 0)
    #expect(outcome.stdout == (try String(contentsOf: file, encoding: .utf8)))
  }
}
