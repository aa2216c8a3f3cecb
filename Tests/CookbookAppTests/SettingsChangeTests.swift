import AuthFeature
import Coordinators
import Foundation
import Navigation
import ProfileFeature
import Services
import ServicesLive
import TestSupport
import Testing

/// Issue 20, finding 3: every settings change is a locked read-modify-write of the one field
/// it changes, so changes made at once, in one process or two, are all kept.
@MainActor
@Suite(.serialized)
struct SettingsChangeTests {
  private let demo = User(name: "demo")

  private func savedSettings(_ directory: URL) throws -> (order: String?, welcomed: Int64?) {
    let sql = "FROM settings WHERE user = 'demo'"
    return (
      try StateDatabaseFile.texts("SELECT recipe_order \(sql)", in: directory).first,
      try StateDatabaseFile.number("SELECT seen_welcome \(sql)", in: directory)
    )
  }

  @Test("Finding 3: the welcome's record survives another instance flipping the order 200 times")
  func theWelcomeSurvivesAnotherInstanceFlippingTheOrder() throws {
    for round in 0..<5 {
      let directory = try ShellRun.makeDirectory()
      let flips = (0..<100).flatMap { _ in ["sort title", "sort time"] }
      let flipper = try LiveCookbook(stateDirectory: directory)
      flipper.type("login demo demo-pass-1")
      flipper.type("open cookbook://profile/settings")
      for flip in flips { flipper.type(flip) }
      let welcome = try CookbookProcess.run(
        stateDirectory: directory, "login demo demo-pass-1",
        "open cookbook://recipes?modal=welcome", "continue", "where")
      #expect(welcome.recipeURLs.last == "cookbook://recipes")
      #expect(flipper.finish() == 0)
      let saved = try savedSettings(directory)
      #expect(saved.welcomed == 1, "round \(round): the welcome was lost")
      #expect(saved.order == "time", "round \(round): the last order was lost")
    }
  }

  @Test("Finding 3: in one process, the welcome and an order chosen at once are both kept")
  func theWelcomeAndAnOrderChosenAtOnceAreBothKept() async throws {
    for round in 0..<10 {
      let directory = try ShellRun.makeDirectory()
      let store = SQLiteSettingsStore(
        directory: try StateDirectory(url: directory, report: { _ in }))
      let app = AppCoordinator(
        router: AppRouter(), services: services(settings: store))
      await app.launch()
      guard case .signedOut(let auth) = app.flow else {
        Issue.record("the app did not start signed out")
        return
      }
      await auth.signInViewModel.signInTapped(username: "demo", password: "pw")
      await app.idle()
      app.showWelcome(cause: .user)
      guard let welcome = app.topScreen?.screen as? WelcomeViewModel else {
        Issue.record("the welcome did not show")
        return
      }
      let settings = SettingsViewModel(user: demo, store: store, listing: RecipeListing())
      async let chosen: Void = settings.choose(.title)
      async let continued: Void = welcome.continueTapped()
      _ = await (chosen, continued)
      await app.idle()
      #expect(
        try await store.settings(of: demo) == UserSettings(order: .title, hasSeenWelcome: true),
        "round \(round)")
    }
  }

  private func services(settings: any SettingsStore) -> AppServices {
    AppServices(
      auth: FakeAuthService.accepting("demo", "pw"), passwordResets: FakePasswordResetService(),
      catalog: FakeRecipeCatalog.serving(SampleRecipes.all),
      favorites: FakeFavoritesStore.backed(by: Locked([:])),
      deletions: FakeDeletedRecipesStore.backed(by: Locked([:])),
      exporter: FakeDocumentExporter(), sessions: FakeSessionStore.backed(by: Locked(nil)),
      clock: ManualClock(), pantry: FakePantryStore(), settings: settings)
  }
}
