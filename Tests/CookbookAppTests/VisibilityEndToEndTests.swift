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
          "[finish]    AuthCoordinator → session(demo",
          "[release] AppCoordinator released AuthCoordinator",
          "[event]   AuthCoordinator → AppCoordinator: signInSucceeded(demo) ⇒ replace the flow with the signed-in one",
          "[router]    show recipes → cookbook://recipes",
          "[start]     HomeCoordinator",
          "[now]     cookbook://recipes",
          "RecipeListViewModel → TabCoordinator(recipes): recipeDetail(spaghetti-carbonara) ⇒ push it over the top screen",
          "push(recipeDetail(spaghetti-carbonara)) on recipes → \(carbonara)",
          "[now]     \(carbonara)",
          "pop on recipes → cookbook://recipes",
          "[report]    HomeCoordinator: signOutRequested",
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
    #expect(
      trace.contains { $0.hasPrefix("[finish]    AuthCoordinator → session(demo, expires ") },
      "\(trace)")
    #expect(
      trace.contains(
        "[event]       PantryFormViewModel → PantryCoordinator: saveRequested(Rye flour) ⇒ save it as the pantry's work, then close the form"
      ), "\(trace)")
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
          "\(link) → TabCoordinator(recipes): shareSheet ⇒ present it over the screen that asked",
          "present(shareSheet) on recipes → \(carbonara)?sheet=share",
        ], in: outcome.stderr))
    #expect(!outcome.stderr.contains("RecipeDetailViewModel → TabCoordinator"))
  }

  @Test func treeShowsTheLiveCoordinatorsAndTheirScreens() throws {
    let outcome = try cookbook.run("login demo demo-pass-1", "1", "share", "tree")
    #expect(
      inOrder(
        [
          "AppCoordinator\n", "└─ HomeCoordinator\n",
          "   ├─ TabCoordinator(recipes) · recipeDetail(spaghetti-carbonara), shareSheet\n",
          "   ├─ TabCoordinator(favorites)\n", "   ├─ PantryCoordinator\n",
          "   └─ ProfileCoordinator\n",
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
