import Coordinators
import Foundation
import Navigation
import Services
import TestSupport

/// An app coordinator on a recording router, with working fakes for every service.
@MainActor
final class AppHarness {
  let router = RecordingRouter<AppRoute>(root: .signIn)
  let clock = ManualClock()
  let saved = Locked<SavedSession?>(nil)
  let favorites = Locked<[String: Set<String>]>([:])
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
    return AppServices(
      auth: FakeAuthService.accepting("demo", "pw", expiresAt: clock.now() + 600),
      passwordResets: resets, catalog: FakeRecipeCatalog.serving(SampleRecipes.all),
      favorites: FakeFavoritesStore.backed(by: favorites), sessions: sessions, clock: clock)
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

  /// Starts the app and waits for the saved location to be restored.
  func launch() async {
    app.start()
    await app.waitUntilIdle()
  }

  /// Signs in as the demo user from the sign-in screen.
  func signIn() async {
    await auth?.signInViewModel.signInTapped(username: "demo", password: "pw")
    await app.waitUntilIdle()
  }

  func session(expiresIn seconds: TimeInterval = 600) -> Session {
    Session(user: User(name: "demo"), expiresAt: clock.now() + seconds)
  }
}
