import Coordinators
import Foundation
import Services
import ServicesLive
import Synchronization

/// A clock the explorer moves by hand, so expiry is an action like any other.
final class ExplorerClock: WallClock {
  private let current = Mutex(Date(timeIntervalSince1970: 1_800_000_000))

  func now() -> Date { current.withLock { $0 } }

  func advance(by seconds: TimeInterval) { current.withLock { $0 += seconds } }
}

/// The demo accounts without yescrypt's deliberate slowness: the same names and passwords as
/// the real binary, so a counterexample script signs in there too.
struct ExplorerAuth: AuthService {
  static let lifetime: TimeInterval = 600
  let clock: ExplorerClock

  func signIn(username: String, password: String) async throws(SignInError) -> Session {
    let accounts = ["demo": "demo-pass-1", "chef": "chef-pass-2"]
    guard accounts[username.lowercased()] == password else { throw .invalidCredentials }
    return Session(
      user: User(name: username.lowercased()), expiresAt: clock.now() + Self.lifetime)
  }
}

/// A reset service that always delivers.
struct ExplorerResets: PasswordResetService {
  func requestReset(for email: String) async throws(ServiceError) {}
}

/// An exporter that never writes: exploring must leave no files behind.
struct RefusingExporter: DocumentExporter {
  func export(_ text: String, to destination: URL) async throws(ServiceError) {
    throw ServiceError("The explorer does not write files.")
  }
}

/// What outlives a relaunch: the stores, the clock and the catalogue's gate.
struct ExplorerWorld {
  let clock = ExplorerClock()
  let catalog: GatedCatalog
  let services: AppServices

  init(catalog base: any RecipeCatalog) {
    catalog = GatedCatalog(base)
    services = AppServices(
      auth: ExplorerAuth(clock: clock), passwordResets: ExplorerResets(), catalog: catalog,
      favorites: InMemoryFavoritesStore(), deletions: InMemoryDeletedRecipesStore(),
      exporter: RefusingExporter(), sessions: InMemorySessionStore(), clock: clock,
      pantry: InMemoryPantryStore(), settings: InMemorySettingsStore())
  }
}
