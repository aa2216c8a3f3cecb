import Coordinators
import DetailFeature
import Foundation
import HomeFeature
import Navigation
import Services
import TestSupport
import Testing

/// An app coordinator on a recording router, with working fakes for every service.
@MainActor
final class AppHarness {
  let router = RecordingRouter<AppDestinations>(root: .signIn)
  let clock = ManualClock()
  let saved = Locked<SavedSession?>(nil)
  let favorites = Locked<[String: Set<String>]>([:])
  let deleted = Locked<[String: Set<String>]>([:])
  let exported = Locked<[String: String]>([:])
  let resetsSent = Locked<[String]>([])
  var warnings: [String] = []
  var sessions: FakeSessionStore
  lazy var app = makeApp()

  init(savedSession: SavedSession? = nil) {
    saved.mutate { $0 = savedSession }
    sessions = .backed(by: saved)
  }

  var services: AppServices {
    var resets = FakePasswordResetService()
    resets.reset = { [resetsSent] email in resetsSent.mutate { $0.append(email) } }
    var auth = FakeAuthService()
    auth.signIn = { [clock] user, password throws(SignInError) in
      guard ["demo": "pw", "chef": "pw2"][user] == password else { throw .invalidCredentials }
      return Session(user: User(name: user), expiresAt: clock.now() + 600)
    }
    return AppServices(
      auth: auth, passwordResets: resets, catalog: FakeRecipeCatalog.serving(SampleRecipes.all),
      favorites: FakeFavoritesStore.backed(by: favorites),
      deletions: FakeDeletedRecipesStore.backed(by: deleted),
      exporter: FakeDocumentExporter.keeping(in: exported), sessions: sessions, clock: clock)
  }

  func makeApp() -> AppCoordinator {
    let app = AppCoordinator(router: router, services: services)
    app.warn = { [unowned self] in warnings.append($0) }
    return app
  }

  var auth: AuthCoordinator? {
    if case .signedOut(let auth) = app.flow { auth } else { nil }
  }

  var home: HomeCoordinator? {
    if case .signedIn(let home) = app.flow { home } else { nil }
  }

  /// A launched app, signed in as the demo user and, when `url` is given, showing it; no Router
  /// call is recorded yet, so a test's assertions cover only its own steps.
  static func signedIn(at url: String? = nil) async -> AppHarness {
    let harness = AppHarness()
    await harness.launch()
    await harness.signIn()
    if let url { await harness.open(url) }
    await harness.visibleDetail?.loadIfNeeded()
    harness.router.clearCalls()
    return harness
  }

  /// Starts the app and waits for the saved location to be restored.
  func launch() async {
    app.start()
    await app.waitUntilIdle()
  }

  /// Signs in from the sign-in screen, as the demo user unless told otherwise.
  func signIn(as user: String = "demo", password: String = "pw") async {
    await auth?.signInViewModel.signInTapped(username: user, password: password)
    await app.waitUntilIdle()
  }

  /// The Recipes tab's flow.
  var recipesTab: TabCoordinator? { home?.tabs[.recipes] }
  /// The Favourites tab's flow.
  var favoritesTab: TabCoordinator? { home?.tabs[.favorites] }

  /// The Recipes tab's list.
  var recipeList: RecipeListViewModel? {
    if case .recipes(let viewModel)? = recipesTab?.list { viewModel } else { nil }
  }

  /// The Favourites tab's list.
  var favoritesList: FavoritesViewModel? {
    if case .favorites(let viewModel)? = favoritesTab?.list { viewModel } else { nil }
  }

  /// The detail model on screen, or `nil` when another screen is on top.
  var visibleDetail: RecipeDetailViewModel? {
    if case .recipeDetail(let viewModel) = app.visibleScreen { viewModel } else { nil }
  }

  /// Watches every coordinator and view model of the signed-in flow.
  func trackSignedInTree(in tracker: LeakTracker) {
    guard let home else { return }
    tracker.track(home)
    for tab in home.tabs.values {
      tracker.track(tab)
      switch tab.list {
      case .recipes(let viewModel): tracker.track(viewModel)
      case .favorites(let viewModel): tracker.track(viewModel)
      }
      for detail in tab.detailFlows {
        tracker.track(detail)
        tracker.track(detail.viewModel)
        switch detail.presentedFlow {
        case let sheet as ShareSheetCoordinator:
          tracker.track(sheet)
          tracker.track(sheet.viewModel)
        case let alert as DeleteAlertCoordinator:
          tracker.track(alert)
          tracker.track(alert.viewModel)
        default: break
        }
      }
    }
  }

  /// The tab flow on screen.
  var visibleTab: TabCoordinator? {
    guard let home else { return nil }
    return home.tabs[home.selectedTab]
  }

  /// The top detail flow of the visible tab.
  var topDetail: RecipeDetailCoordinator? { visibleTab?.detailFlows.last }

  /// Opens `url` and fails the test when the app refuses it.
  func open(_ url: String, sourceLocation: SourceLocation = #_sourceLocation) async {
    let problem = await app.open(url)
    #expect(problem == nil, sourceLocation: sourceLocation)
  }

  func session(expiresIn seconds: TimeInterval = 600) -> Session {
    Session(user: User(name: "demo"), expiresAt: clock.now() + seconds)
  }
}
