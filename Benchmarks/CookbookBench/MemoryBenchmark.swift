import Coordinators
import Foundation
import Navigation
import Services
import ServicesLive

/// Signs in at once, so the cycle measures the coordinator layer and not password hashing.
struct InstantAuthService: AuthService {
  func signIn(username: String, password: String) async throws(SignInError) -> Session {
    Session(user: User(name: username), expiresAt: .distantFuture)
  }
}

/// Sign-in → a 10-deep stack → sign-out, many times in one process: memory must stay flat and
/// every signed-in coordinator and view model must be released.
@MainActor
enum MemoryBenchmark {
  private final class WeakBox {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  static func rows(cycles: Int, warmUp: Int) async throws -> [Row] {
    let services = AppServices(
      auth: InstantAuthService(), passwordResets: InMemoryPasswordResetService(),
      catalog: try BundledRecipeCatalog(), favorites: InMemoryFavoritesStore(),
      deletions: InMemoryDeletedRecipesStore(),
      exporter: FileDocumentExporter(),
      sessions: InMemorySessionStore(), clock: SystemWallClock(), pantry: InMemoryPantryStore(),
      settings: InMemorySettingsStore())
    let router = AppRouter()
    let app = AppCoordinator(router: router, services: services)
    await app.launch()
    var sampled: [WeakBox] = []
    var afterWarmUp = 0
    for cycle in 1...cycles {
      try await runCycle(
        app, router: router,
        sampling: cycle.isMultiple(of: 1000) ? { sampled.append(WeakBox($0)) } : nil)
      if cycle == warmUp { afterWarmUp = Measure.residentBytes() }
    }
    let growth = Measure.residentBytes() - afterWarmUp
    let alive = sampled.filter { $0.object != nil }.count
    return [
      Row(
        figure: "memory over \(cycles) sign-in → 10-deep stack → sign-out cycles",
        value:
          "growth \(Format.megabytes(growth)); \(alive) of \(sampled.count) sampled coordinators and view models alive",
        baseline: "RSS after \(warmUp) cycles: \(Format.megabytes(afterWarmUp))",
        target: "growth ≤ 1 MB; none alive", met: growth <= 1_048_576 && alive == 0)
    ]
  }

  private static func runCycle(
    _ app: AppCoordinator, router: AppRouter, sampling: ((AnyObject) -> Void)?
  ) async throws {
    guard case .signedOut(let auth) = app.flow else { throw BenchmarkError("not signed out") }
    await auth.signInViewModel.signInTapped(username: "demo", password: "any")
    guard case .signedIn(let home) = app.flow else { throw BenchmarkError("sign-in failed") }
    if case .refused(let refusal) = await app.open(URLBenchmark.deepLink) {
      throw BenchmarkError("\(refusal)")
    }
    if let sample = sampling {
      sample(home)
      for tab in home.tabs { sample(tab) }
      for stack in router.ledger.stacks {
        for id in stack.pathIDs { if let model = stack.model(of: id) { sample(model) } }
      }
    }
    home.signOutRequested()
    await app.idle()  // as a host does after each event, so the work it started runs or ends
  }
}

/// A benchmark that could not run as designed.
struct BenchmarkError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
